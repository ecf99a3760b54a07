/// A run of insertions, each at the end of the one before it (typing), kept as one insertion so
/// that what holds positions (anchors, decorations) maps them once, when it is next read, rather
/// than at every keystroke.
///
/// Mapping a position through the run gives what mapping it through each insertion in turn
/// gives, for either bias: only positions at the run's start can meet a later insertion's point,
/// and those the first insertion moved to its end (bias after) are moved on by each next one.
/// Mapping needs positions only, so the inserted text is not kept.
@usableFromInline
struct PendingInsertion {
    /// Where the run starts, in the text before it (UTF-16).
    let location: Int
    /// The units inserted so far.
    private(set) var length: Int
    /// The length of the text before the run.
    let lengthBefore: Int

    /// A run of the one insertion `changes` is; nil when it is anything else.
    init?(_ changes: ChangeSet) {
        guard let replacement = changes.single, replacement.range.isEmpty, replacement.text.utf16Count > 0 else { return nil }
        location = replacement.range.lowerBound
        length = replacement.text.utf16Count
        lengthBefore = changes.lengthBefore
    }

    /// Takes in `changes` when it is one insertion at the run's end in the text the run left;
    /// returns whether it did.
    mutating func extend(with changes: ChangeSet) -> Bool {
        guard let replacement = changes.single, replacement.range.isEmpty, replacement.range.lowerBound == location + length,
            changes.lengthBefore == lengthBefore + length
        else { return false }
        length += replacement.text.utf16Count
        return true
    }

    /// The run as one change set (its text a placeholder of its length). O(length).
    var changes: ChangeSet {
        let text = ReplacementText(utf16CodeUnits: [UInt16](repeating: 0x20, count: length))
        return ChangeSet(
            unchecked: [ChangeSet.Replacement(range: location..<location, text: text)], lengthBefore: lengthBefore,
            lengthAfter: lengthBefore + length)
    }
}
