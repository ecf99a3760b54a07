import CICU

/// The oracle: ICU's iterator of one kind over a flat copy of the text, with every boundary and
/// the rule status of the segment ending there.
struct FlatICU {
    /// Every boundary, 0 and the length included, ascending.
    let boundaries: [Int]
    /// `statuses[i]` is the rule status of the segment ending at `boundaries[i]` (unused for 0).
    let statuses: [Int32]
    let count: Int

    init(_ kind: CICUBreakKind, _ units: [UInt16]) {
        var status: Int32 = 0
        let handle = cicu_break_iterator_open(kind, "", &status)
        precondition(!cicu_failed(status), "ICU open failed")
        defer { cicu_break_iterator_close(handle) }
        var found: [Int] = []
        var statuses: [Int32] = []
        units.withUnsafeBufferPointer { buffer in
            cicu_break_iterator_set_units(handle, buffer.baseAddress, Int32(buffer.count), &status)
            precondition(!cicu_failed(status), "ICU setText failed")
            var boundary = cicu_break_iterator_first(handle)
            while boundary != CICU_DONE {
                found.append(Int(boundary))
                statuses.append(cicu_break_iterator_rule_status(handle))
                boundary = cicu_break_iterator_next(handle)
            }
        }
        boundaries = found
        self.statuses = statuses
        count = units.count
    }

    /// The index of the first boundary greater than `offset` (binary search).
    private func indexAfter(_ offset: Int) -> Int {
        var low = 0
        var high = boundaries.count
        while low < high {
            let mid = (low + high) / 2
            if boundaries[mid] > offset { high = mid } else { low = mid + 1 }
        }
        return low
    }

    func after(_ offset: Int) -> Int? {
        let i = indexAfter(offset)
        return i < boundaries.count ? boundaries[i] : nil
    }

    func before(_ offset: Int) -> Int? {
        let i = indexAfter(offset - 1)
        return i > 0 ? boundaries[i - 1] : nil
    }

    func isBoundary(_ offset: Int) -> Bool {
        let i = indexAfter(offset - 1)
        return i < boundaries.count && boundaries[i] == offset
    }

    /// The segment containing unit `offset` (the last segment at the end), and its status.
    func segment(containing offset: Int) -> (range: Range<Int>, status: Int32)? {
        guard count > 0 else { return nil }
        let endIndex = indexAfter(Swift.min(offset, count - 1))
        guard endIndex > 0, endIndex < boundaries.count else { return nil }
        return (boundaries[endIndex - 1]..<boundaries[endIndex], statuses[endIndex])
    }

    /// The boundaries strictly inside the text.
    var interior: [Int] { boundaries.filter { $0 > 0 && $0 < count } }
}
