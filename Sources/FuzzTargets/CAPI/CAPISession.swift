import CTextEngine

/// The handles one run of the `capi` target holds, the fuzzer's bytes (callbacks read their
/// answers and re-entrant actions from them too), and the problems callbacks found.
final class CAPISession {
    /// What kind of object a handle names.
    enum Kind {
        case rope, breaker, changes, document, field, view, search
    }

    /// A live handle the session may use.
    struct Handle: Equatable {
        let pointer: OpaquePointer
        let kind: Kind
    }

    /// A document made by the session (the caller's handle), with the mirrors its change handler
    /// keeps from the LSP changes and the tree-sitter edits alone.
    final class Document {
        let pointer: OpaquePointer
        var mirror: LSPMirror
        /// The text as tree-sitter would hold it: UTF-8, changed only by the tree-sitter edits.
        var bytes: [UInt8]
        var mirrorProblem: String?

        init(_ pointer: OpaquePointer, units: [UInt16]) {
            self.pointer = pointer
            mirror = LSPMirror(units)
            bytes = Array(String(decoding: units, as: UTF16.self).utf8)
        }
    }

    var input: FuzzInput
    let trace: ((String) -> Void)?
    private(set) var handles: [Handle] = []
    private(set) var documents: [Document] = []
    /// The documents views were made on while the session held the document's handle.
    private(set) var viewDocuments: [(view: OpaquePointer, document: OpaquePointer)] = []
    private(set) var problems: [String] = []
    /// How deep callbacks are inside their own re-entrant actions (at most `maxDepth`).
    var depth = 0
    static let maxDepth = 2
    static let maxHandlesPerKind = 3

    init(_ input: FuzzInput, trace: ((String) -> Void)?) {
        self.input = input
        self.trace = trace
    }

    func problem(_ text: String) { problems.append(text) }

    func takeProblems() -> [String] {
        defer { problems.removeAll() }
        return problems
    }

    func live(_ kind: Kind) -> [Handle] { handles.filter { $0.kind == kind } }

    func isLive(_ pointer: OpaquePointer?) -> Bool { handles.contains { $0.pointer == pointer } }

    func canAdd(_ kind: Kind) -> Bool { live(kind).count < Self.maxHandlesPerKind }

    func add(_ pointer: OpaquePointer?, _ kind: Kind) {
        guard let pointer else { return }
        handles.append(Handle(pointer: pointer, kind: kind))
    }

    func addDocument(_ pointer: OpaquePointer?) {
        guard let pointer else { return }
        add(pointer, .document)
        documents.append(Document(pointer, units: CAPIReading.documentUnits(pointer)))
    }

    func noteView(_ view: OpaquePointer?, on document: OpaquePointer) {
        guard let view else { return }
        viewDocuments.append((view, document))
    }

    /// Forgets a handle that was just freed (or given up): it is never used again.
    func forget(_ pointer: OpaquePointer) {
        handles.removeAll { $0.pointer == pointer }
        documents.removeAll { $0.pointer == pointer }
        viewDocuments.removeAll { $0.view == pointer || $0.document == pointer }
    }

    func document(_ pointer: OpaquePointer?) -> Document? { documents.first { $0.pointer == pointer } }

    /// The views made on `document` that are still live.
    func views(on document: OpaquePointer) -> [OpaquePointer] {
        viewDocuments.filter { $0.document == document }.map(\.view)
    }

    /// A handle argument for a function taking one of `kinds`: usually a live one, sometimes
    /// NULL or a live handle of another kind.
    func pick(_ kinds: [Kind]) -> OpaquePointer? {
        let choice = input.byte()
        let right = handles.filter { kinds.contains($0.kind) }
        let wrong = handles.filter { !kinds.contains($0.kind) }
        if choice < 12 { return nil }
        if choice < 24, !wrong.isEmpty { return wrong[Int(input.byte()) % wrong.count].pointer }
        guard !right.isEmpty else { return nil }
        return right[Int(input.byte()) % right.count].pointer
    }

    /// The kind of a live handle, nil for NULL.
    func kind(of pointer: OpaquePointer?) -> Kind? { handles.first { $0.pointer == pointer }?.kind }

    /// Frees every handle left (the run is over): documents' handles last, after their views.
    func freeAll() {
        for handle in handles {
            switch handle.kind {
            case .rope: te_rope_free(handle.pointer)
            case .breaker: te_breaker_free(handle.pointer)
            case .changes: te_changes_free(handle.pointer)
            case .field: te_field_free(handle.pointer)
            case .view: te_view_free(handle.pointer)
            case .search: te_search_free(handle.pointer)
            case .document: break
            }
        }
        for handle in handles where handle.kind == .document { te_document_free(handle.pointer) }
        handles.removeAll()
        documents.removeAll()
        viewDocuments.removeAll()
    }
}
