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

    /// A change and its texts; `changes` must turn `textBefore` into `textAfter`.
    public init(changes: ChangeSet, textBefore: TextRope, textAfter: TextRope, origin: EditSource) {
        self.changes = changes
        self.textBefore = textBefore
        self.textAfter = textAfter
        self.origin = origin
    }
}
