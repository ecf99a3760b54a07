// TEMPORARY until the algebra lands.
import TextRope
extension ChangeSet {
    public func composed(with next: ChangeSet) throws(TextRangeError) -> ChangeSet {
        throw .lengthMismatch(expected: -1, actual: -1)
    }
    public func transformed(against other: ChangeSet, insertingFirst: Bool) throws(TextRangeError) -> ChangeSet {
        throw .lengthMismatch(expected: -1, actual: -1)
    }
}
public struct TemporaryLSP { public var json: String }
extension DocumentChange {
    public func lspContentChanges() -> [TemporaryLSP] { [] }
    public func treeSitterEdits() -> [String] { [] }
}
