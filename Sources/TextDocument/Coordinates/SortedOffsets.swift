// A set of UTF-16 offsets with rank queries: how the line-break index keeps the terminators of one
// kind. A sorted array for now, so that `replace` costs O(e) for e offsets; the interface is what a
// copy-on-write tree with rank queries offers, so that swapping one in changes this file alone.
struct SortedOffsets: Hashable, Sendable {
    private var offsets: [Int]

    init() { offsets = [] }

    /// `sorted`: ascending, without repeats.
    init(sorted: [Int]) { offsets = sorted }

    var count: Int { offsets.count }

    /// The number of offsets below `offset`. O(log e).
    func count(before offset: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The offset of 0-based rank `rank`, in `0..<count`. O(log e).
    func offset(ofRank rank: Int) -> Int { offsets[rank] }

    /// Removes the offsets in `range`, moves those at or after its end by `delta` and adds
    /// `inserted` (ascending, each in `range.lowerBound..<range.upperBound + delta`): the
    /// offsets of a text whose `range` was replaced by `range.count + delta` units. O(e + m) for m
    /// inserted; nothing is copied when nothing changes.
    mutating func replace(_ range: Range<Int>, shiftingBy delta: Int, inserting inserted: [Int]) {
        let low = count(before: range.lowerBound)
        let high = count(before: range.upperBound)
        guard low < high || !inserted.isEmpty || (delta != 0 && high < offsets.count) else { return }
        if delta != 0 {
            for index in high..<offsets.count { offsets[index] += delta }
        }
        offsets.replaceSubrange(low..<high, with: inserted)
    }
}
