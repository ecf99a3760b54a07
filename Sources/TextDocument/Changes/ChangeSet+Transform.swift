import TextRope

extension ChangeSet {
    /// This change set made to apply after `other`, a change made concurrently to the same text:
    /// the operational transform two collaborators use so that both end with the same text.
    ///
    /// For every replacement of this change set, the result:
    /// - removes the units of its range that `other` keeps (text both remove is removed once;
    ///   text `other` inserted inside the range stays, so the range can become several);
    /// - inserts its text where its range starts in `other`'s result: after `other`'s text when
    ///   the start lies strictly inside a range `other` replaces; when `other` inserts text or
    ///   starts a replaced range at the same offset, before all of that text if `insertingFirst`,
    ///   after it otherwise; elsewhere at the start offset mapped through `other`.
    ///
    /// Replacements of either change set that start at one offset keep their own order. With
    /// `a` and `b` made against one text, applying `a` then `b.transformed(against: a,
    /// insertingFirst: false)` gives the same text as applying `b` then
    /// `a.transformed(against: b, insertingFirst: true)`. Transformed against a change set that
    /// changes nothing, a change set is unchanged.
    ///
    /// O(k1 + k2) for k1 and k2 replacements; no text is copied.
    /// - Throws: `TextRangeError.lengthMismatch(expected: lengthBefore, actual: other.lengthBefore)`
    ///   when the two are made for texts of different lengths; `.lengthOverflow` when the text
    ///   after both would be longer than `Int.max` units.
    public func transformed(against other: ChangeSet, insertingFirst: Bool) throws(TextRangeError) -> ChangeSet {
        guard other.lengthBefore == lengthBefore else {
            throw .lengthMismatch(expected: lengthBefore, actual: other.lengthBefore)
        }
        if other.isEmpty { return self }
        if isEmpty { return .identity(length: other.lengthAfter) }
        var transform = ChangeSetTransform(other: other.replacements, insertingFirst: insertingFirst)
        forEachReplacement { transform.add($0) }
        let lengthAfter = try ChangeSet.lengthAfter(other.lengthAfter, growing: transform.delta)
        return ChangeSet(unchecked: transform.result, lengthBefore: other.lengthAfter, lengthAfter: lengthAfter)
    }
}

// Moves replacements, given in order, over `other`'s, all in the same original text.
struct ChangeSetTransform {
    private let other: [ChangeSet.Replacement]
    private let insertingFirst: Bool
    private(set) var result: [ChangeSet.Replacement] = []
    private(set) var delta = 0
    // `other`'s first replacement not wholly before the one being moved, and the length change of
    // those before it.
    private var next = 0
    private var otherDelta = 0
    // The last start whose place after a tie was worked out, so that many replacements starting
    // at one offset cost one walk.
    private var tie: (start: Int, place: Int)?

    init(other: [ChangeSet.Replacement], insertingFirst: Bool) {
        self.other = other
        self.insertingFirst = insertingFirst
    }

    mutating func add(_ replacement: ChangeSet.Replacement) {
        let range = replacement.range
        while next < other.count, Self.isWhollyBefore(other[next].range, range.lowerBound) {
            otherDelta += other[next].utf16Delta
            next += 1
        }
        // The text first, then each run of the range's units that `other` keeps, joined to the
        // piece before it when nothing `other` inserted lies between them.
        var piece = (start: textPlace(range.lowerBound), end: 0, text: replacement.text)
        piece.end = piece.start
        var offset = range.lowerBound
        var index = next
        var shift = otherDelta
        while offset < range.upperBound {
            if index < other.count, other[index].range.lowerBound <= offset {
                let removed = other[index].range
                if removed.upperBound > range.upperBound {
                    offset = range.upperBound
                } else {
                    offset = Swift.max(offset, removed.upperBound)
                    shift += other[index].utf16Delta
                    index += 1
                }
                continue
            }
            let runEnd = index < other.count ? Swift.min(other[index].range.lowerBound, range.upperBound) : range.upperBound
            let runStart = offset + shift
            if runStart != piece.end {
                emit(piece.start..<piece.end, piece.text)
                piece = (runStart, runStart, .empty)
            }
            piece.end += runEnd - offset
            offset = runEnd
        }
        emit(piece.start..<piece.end, piece.text)
    }

    // Whether `other`'s `range` ends before `offset`, or ends there having started before it.
    private static func isWhollyBefore(_ range: Range<Int>, _ offset: Int) -> Bool {
        range.upperBound < offset || (range.upperBound == offset && range.lowerBound < offset)
    }

    // Where text inserted at original offset `start` goes in `other`'s result.
    private mutating func textPlace(_ start: Int) -> Int {
        guard next < other.count else { return start + otherDelta }
        let first = other[next]
        if first.range.lowerBound < start {
            return first.range.lowerBound + otherDelta + first.text.utf16Count
        }
        if first.range.lowerBound > start || insertingFirst { return start + otherDelta }
        if let tie, tie.start == start { return tie.place }
        var place = start + otherDelta
        for replacement in other[next...] {
            guard replacement.range.lowerBound == start else { break }
            place += replacement.text.utf16Count
            if !replacement.range.isEmpty { break }
        }
        tie = (start, place)
        return place
    }

    private mutating func emit(_ range: Range<Int>, _ text: ReplacementText) {
        guard !range.isEmpty || !text.isEmpty else { return }
        result.append(ChangeSet.Replacement(range: range, text: text))
        delta += text.utf16Count - range.count
    }
}
