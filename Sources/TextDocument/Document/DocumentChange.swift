import TextRope

/// One change to a ``TextDocument``, as its observers receive it: the change set, the text
/// before and after it (O(1) rope snapshots) and what caused it.
public struct DocumentChange: Sendable {
    /// The replacements, in the text before the change (UTF-16 offsets).
    public let changes: ChangeSet
    /// The text before the change.
    public let textBefore: TextRope
    /// The text after the change.
    public let textAfter: TextRope
    /// What caused the change.
    public let origin: EditSource
    // The two texts with their line-break indexes, from the document that made the change, when
    // `isIndexed`; otherwise the texts with empty indexes, and the conversions index the texts
    // first. Held unwrapped, so that the conversions read them in place rather than copy them out
    // of an optional.
    let indexedBefore: TextCoordinates
    let indexedAfter: TextCoordinates
    let isIndexed: Bool

    /// A change and its texts; `changes` must turn `textBefore` into `textAfter`. The LSP and
    /// tree-sitter conversions of a change made this way index its texts first (O(n)).
    public init(changes: ChangeSet, textBefore: TextRope, textAfter: TextRope, origin: EditSource) {
        self.init(changes: changes, textBefore: textBefore, textAfter: textAfter, origin: origin, breaksBefore: nil, breaksAfter: nil)
    }

    /// A change with the line-break indexes of its texts (used only when both are given).
    init(
        changes: ChangeSet, textBefore: TextRope, textAfter: TextRope, origin: EditSource, breaksBefore: LineBreakIndex?,
        breaksAfter: LineBreakIndex?
    ) {
        self.changes = changes
        self.textBefore = textBefore
        self.textAfter = textAfter
        self.origin = origin
        if let breaksBefore, let breaksAfter {
            indexedBefore = TextCoordinates(text: textBefore, breaks: breaksBefore)
            indexedAfter = TextCoordinates(text: textAfter, breaks: breaksAfter)
            isIndexed = true
        } else {
            indexedBefore = TextCoordinates(text: textBefore, breaks: LineBreakIndex())
            indexedAfter = TextCoordinates(text: textAfter, breaks: LineBreakIndex())
            isIndexed = false
        }
    }
}
