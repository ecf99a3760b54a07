import TextRope

/// How one edit changes the number of grapheme clusters, found by recounting only around it.
///
/// Boundaries before the last boundary preceding the edit never change. After the edit, the new
/// boundaries are walked until one matches an old boundary past the edit (shifted by the length
/// change): with identical text after a shared boundary, UAX #29 finds identical boundaries (no
/// rule looks back across a boundary except the regional-indicator parity, which is even at any
/// boundary inside a run). So the count changes only between those two points. The old
/// boundaries are collected before the edit, a few past its end; if they run out before the walk
/// resynchronises (long regional-indicator runs), the caller recounts the whole text.
// Inlinable (its type `@usableFromInline`, without which a package type's members are not
// inlined into other modules), so that the plain-ASCII keystroke, which the controls and
// documents count on every edit, is decided without a call into this module.
@usableFromInline
package struct GraphemeDelta {
    @usableFromInline static let lookahead = 6

    @usableFromInline var known: Int?
    @usableFromInline var windowStart = 0
    @usableFromInline var oldBoundaries: [Int] = []
    @usableFromInline var oldReachesEnd = false
    @usableFromInline var oldEnd = 0
    @usableFromInline var newEditEnd = 0
    @usableFromInline var shift = 0

    /// Prepares for replacing `range` of `rope` by `replacementLength` units, which are exactly
    /// `replacement` when it is given (a single-range edit).
    @inlinable
    package init(before rope: TextRope, changing range: Range<Int>, replacementLength: Int, replacement: String?) {
        shift = replacementLength - range.count
        if let replacement, let quick = Self.asciiDelta(rope, range, replacement) {
            known = quick
            return
        }
        collectOldBoundaries(rope, range, replacementLength)
    }

    @usableFromInline
    mutating func collectOldBoundaries(_ rope: TextRope, _ range: Range<Int>, _ replacementLength: Int) {
        let count = rope.utf16Count
        windowStart = range.lowerBound == 0 ? 0 : (try? rope.graphemeBoundary(before: range.lowerBound)) ?? 0
        oldEnd = range.upperBound
        newEditEnd = range.lowerBound + replacementLength
        var position = windowStart
        var beyond = 0
        while beyond < Self.lookahead, let next = try? rope.graphemeBoundary(after: position) {
            oldBoundaries.append(next)
            position = next
            if next >= range.upperBound { beyond += 1 }
        }
        oldReachesEnd = position == count
    }

    /// The change, when it is known without looking at the text after the edit (plain ASCII).
    @inlinable package var knownDelta: Int? { known }

    /// The change in cluster count, given the rope after the edit; `nil` when the old boundaries
    /// collected were not enough and the caller must recount.
    package func delta(after rope: TextRope) -> Int? {
        if let known { return known }
        var newCount = 0
        var position = windowStart
        while let next = try? rope.graphemeBoundary(after: position) {
            newCount += 1
            position = next
            guard next >= newEditEnd else { continue }
            let old = next - shift
            if old >= oldEnd, let index = oldBoundaries.firstIndex(of: old) {
                return newCount - (index + 1)
            }
            if let last = oldBoundaries.last, old > last, !oldReachesEnd { break }
        }
        if position == rope.utf16Count && oldReachesEnd {
            return newCount - oldBoundaries.count
        }
        return nil
    }

    /// The cluster count after the edit, given the rope after it and the count before it: the
    /// count before plus the change, or, when the old boundaries collected were not enough, a
    /// recount of the whole text. O(the clusters around the edit), O(n) for a recount.
    package func count(after rope: TextRope, countBefore: Int) -> Int {
        delta(after: rope).map { countBefore + $0 } ?? rope.graphemeCount
    }

    // Printable ASCII next to printable ASCII: every unit is its own cluster. One small read of
    // the units from just before the edit to just after it.
    @inlinable
    static func asciiDelta(_ rope: TextRope, _ range: Range<Int>, _ replacement: String) -> Int? {
        guard range.count <= 64, isPrintableASCII(replacement) else { return nil }
        let window = Swift.max(range.lowerBound - 1, 0)..<Swift.min(range.upperBound + 1, rope.utf16Count)
        let plain = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 66) { buffer in
            guard let copied = try? rope.copyUTF16CodeUnits(in: window, into: buffer) else { return false }
            return buffer[..<copied].allSatisfy { isPrintableASCII(UInt32($0)) }
        }
        return plain ? replacement.utf8.count - range.count : nil
    }

    // Read through the string's contiguous UTF-8 (every native string has it, a small one on the
    // stack): iterating the view instead costs a call per byte.
    @inlinable
    static func isPrintableASCII(_ string: String) -> Bool {
        let answer = string.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { isPrintableASCII(UInt32($0)) }
        }
        return answer ?? string.utf8.allSatisfy { isPrintableASCII(UInt32($0)) }
    }

    @inlinable @inline(__always)
    static func isPrintableASCII(_ unit: UInt32) -> Bool { unit >= 0x20 && unit < 0x7F }
}
