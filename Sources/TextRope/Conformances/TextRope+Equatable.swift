extension TextRope: Equatable {
    /// Whether both texts hold the same UTF-16 code units. O(n), O(1) for shared storage.
    public static func == (lhs: TextRope, rhs: TextRope) -> Bool {
        if lhs.root === rhs.root { return true }
        guard lhs.exactSummary == rhs.exactSummary else { return false }
        var left = lhs.chunks.makeIterator()
        var right = rhs.chunks.makeIterator()
        var a = left.next()?.utf16CodeUnits[...]
        var b = right.next()?.utf16CodeUnits[...]
        while let x = a, let y = b {
            let n = Swift.min(x.count, y.count)
            if !x.prefix(n).elementsEqual(y.prefix(n)) { return false }
            a = n == x.count ? left.next()?.utf16CodeUnits[...] : x.dropFirst(n)
            b = n == y.count ? right.next()?.utf16CodeUnits[...] : y.dropFirst(n)
        }
        return a == nil && b == nil
    }
}

extension TextRope: Hashable {
    /// Hashes the UTF-16 code units. O(n).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(summary.utf16)
        for chunk in chunks {
            for unit in chunk.utf16CodeUnits { hasher.combine(unit) }
        }
    }
}
