/// One event of LSP's `textDocument/didChange` (a `TextDocumentContentChangeEvent`): `range`, in
/// the text the event applies to, is replaced by `text`. ``DocumentChange/lspContentChanges()``
/// makes them; ``json`` is the event as a language server reads it.
public struct LSPContentChange: Hashable, Sendable {
    /// The replaced range, in the text before this event.
    public var range: LSPRange
    /// The inserted text (UTF-16 code units, lone surrogates kept).
    public var text: ReplacementText

    /// The event replacing `range` with `text`.
    public init(range: LSPRange, text: ReplacementText) {
        self.range = range
        self.text = text
    }
}
