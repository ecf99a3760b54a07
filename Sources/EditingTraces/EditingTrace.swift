/// A recorded editing history with every patch converted once to a UTF-16 edit, ready to replay.
///
/// The trace files (`Fixtures/traces/*.json.gz`, gzip-compressed JSON) count positions in Unicode
/// scalars; loading converts each patch to a ``UTF16Edit`` by replaying the trace on a `TextRope`
/// (O(log n) per patch), so that a replay spends its time on the edits alone.
public struct EditingTrace: Sendable {
    /// The trace's name: its file name without `.json.gz`.
    public let name: String
    /// The text before the first edit, as UTF-16 code units.
    public let startContent: [UInt16]
    /// The text the edits must produce, as UTF-16 code units.
    public let endContent: [UInt16]
    /// Every patch of every transaction, in order, in UTF-16 code units.
    public let edits: [UTF16Edit]
}
