// TEMPORARY until the coordinates land.
public struct TemporaryLSP { public var json: String }
extension DocumentChange {
    public func lspContentChanges() -> [TemporaryLSP] { [] }
    public func treeSitterEdits() -> [String] { [] }
}
