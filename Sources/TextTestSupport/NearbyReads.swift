import TextRope

/// Reads of a few units around a UTF-16 offset, the way code around a caret reads: as a window
/// (`copyUTF16CodeUnits` and `utf16CodeUnits(in:)`), unit by unit and as the chunk holding each
/// unit, each compared with `units`. Around the rope's last edit they take its edit cursor's leaf,
/// so the rope tests and the `rope` fuzz target call this after edits, on ropes and on their
/// snapshots.
public enum NearbyReads {
    /// Checks the units in `at - 3 ..< at + 3` (clamped to the text); returns what differs first,
    /// or nil when every read agrees with `units`.
    public static func mismatch(_ rope: TextRope, _ units: [UInt16], around at: Int) -> String? {
        let window = Swift.max(Swift.min(at, units.count) - 3, 0)..<Swift.min(at + 3, units.count)
        let copied = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 8) { buffer in
            (try? rope.copyUTF16CodeUnits(in: window, into: buffer)).map { Array(buffer[..<$0]) }
        }
        guard copied == Array(units[window]) else { return "units in \(window) differ" }
        guard (try? rope.utf16CodeUnits(in: window)) == Array(units[window]),
            (try? rope.utf16CodeUnits(in: window.upperBound..<window.upperBound)) == []
        else { return "the array of units in \(window) differs" }
        for offset in window {
            guard (try? rope.utf16CodeUnit(at: offset)) == units[offset] else { return "unit at \(offset) differs" }
            guard let chunk = try? rope.chunk(containingUTF16: offset) else { return "no chunk at \(offset)" }
            let start = chunk.utf16Offset
            let end = start + chunk.utf16Count
            guard start <= offset, offset < end, end <= units.count, Array(chunk.utf16CodeUnits) == Array(units[start..<end]) else {
                return "the chunk at \(offset) differs"
            }
        }
        return nil
    }
}
