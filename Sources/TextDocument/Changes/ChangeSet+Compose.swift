import TextRope

extension ChangeSet {
    /// The change set equal in effect to applying this one and then `next`, which must be made
    /// against the text this one leaves.
    ///
    /// Applying the result to a text gives what applying both in turn gives. Its replacements are
    /// those of both, joined where they touch each other's text: a replacement of `next` that
    /// removes part of the text this one inserted, or inserts strictly inside it, or whose range
    /// holds the place where this one removed text, becomes one replacement with it. Replacements
    /// that merely meet keep their own ranges, unless both changes in turn delete the offset
    /// where they meet, with both biases. So:
    /// - composing with the identity gives the other change set back;
    /// - an offset neither change touches (outside every replaced range of both, and not at its
    ///   edge) maps through the result as through both in turn, with either bias;
    /// - the result deletes (see ``mapTracking(_:bias:)``) every offset that both in turn delete
    ///   with both biases, and no offset that they keep with both.
    ///
    /// O(k1 + k2 + m) for k1 and k2 replacements and m units of the texts that are cut or joined.
    /// - Throws: `TextRangeError.lengthMismatch(expected: next.lengthBefore, actual: lengthAfter)`
    ///   when `next` is made for a text of another length.
    public func composed(with next: ChangeSet) throws(TextRangeError) -> ChangeSet {
        guard next.lengthBefore == lengthAfter else {
            throw .lengthMismatch(expected: next.lengthBefore, actual: lengthAfter)
        }
        if next.isEmpty { return self }
        if isEmpty { return next }
        let first = replacements
        let second = next.replacements
        var composer = ChangeSetComposer(first: first, second: second, lengthBefore: lengthBefore)
        let joined = Self.joiningDeletedJunctions(composer.run(), first: first, second: second)
        return ChangeSet(unchecked: joined, lengthBefore: lengthBefore, lengthAfter: next.lengthAfter)
    }

    // Joins two replacements of a composition whose ranges meet at an offset (with only
    // insertions there between them) when both changes in turn delete that offset whichever way
    // it is mapped, so that the composition deletes it too. The replacements are those the walk
    // made, which keeps apart the ones that do not touch each other's text; this happens where
    // the first inserted several texts at one offset and the second removes across each end.
    private static func joiningDeletedJunctions(
        _ replacements: [Replacement], first: [Replacement], second: [Replacement]
    ) -> [Replacement] {
        var firstMapper = IncreasingOffsetMapper(first)
        var secondMapper = IncreasingOffsetMapper(second)
        func deletedByBoth(_ offset: Int) -> Bool {
            AnchorBias.allCases.allSatisfy { bias in
                let middle = firstMapper.map(offset, bias: bias)
                return middle.isDeleted || secondMapper.map(middle.offset, bias: bias).isDeleted
            }
        }
        var result: [Replacement] = []
        var index = 0
        while index < replacements.count {
            var joined = replacements[index]
            var text: [UInt16]?
            index += 1
            while !joined.range.isEmpty {
                let junction = joined.range.upperBound
                var next = index
                while next < replacements.count, replacements[next].range == junction..<junction { next += 1 }
                guard next < replacements.count, replacements[next].range.lowerBound == junction,
                    !replacements[next].range.isEmpty, deletedByBoth(junction)
                else { break }
                var units = text ?? joined.text.utf16CodeUnits
                for replacement in replacements[index...next] { replacement.text.withUTF16 { units.append(contentsOf: $0) } }
                text = units
                joined.range = joined.range.lowerBound..<replacements[next].range.upperBound
                index = next + 1
            }
            if let text { joined.text = ReplacementText(utf16CodeUnits: text) }
            result.append(joined)
        }
        return result
    }
}

// One pass over the middle text: what `first` leaves and `second` is made against. `first` cuts it
// into units kept from the original text and units it inserted; `second`'s ranges lie across both.
// The pieces of the result come out in order: units of the original text kept, removed by either,
// text of `first` that `second` keeps or removes, and the text of `second`. At one middle offset,
// `second`'s insertions come first, then `first`'s replacements that start there (their removal,
// then their text), then `second`'s range that starts there.
struct ChangeSetComposer {
    private let first: [ChangeSet.Replacement]
    private let second: [ChangeSet.Replacement]
    private let lengthBefore: Int
    private var output = ComposedReplacements()

    // The replacement of `first` reached, and whether the middle offset is inside its text.
    private var i = 0
    private var insideFirst = false
    private var firstTextStart = 0
    private var firstTextOffset = 0
    private var firstUnits: [UInt16]?
    // The replacement of `second` reached, and whether the middle offset is inside its range.
    private var j = 0
    private var insideSecond = false
    // The middle offset and the original one it comes from (the end of the removed range inside
    // `first`'s text).
    private var y = 0
    private var x = 0

    init(first: [ChangeSet.Replacement], second: [ChangeSet.Replacement], lengthBefore: Int) {
        self.first = first
        self.second = second
        self.lengthBefore = lengthBefore
    }

    mutating func run() -> [ChangeSet.Replacement] {
        repeat {
            emitPieces()
        } while advance()
        return output.finish()
    }

    // What sits at the middle offset `y` and takes no room in the middle text.
    private mutating func emitPieces() {
        while !insideSecond, j < second.count, second[j].range.isEmpty, second[j].range.lowerBound == y {
            output.insert(second[j].text, second: secondMember)
            j += 1
        }
        while !insideFirst, i < first.count, first[i].range.lowerBound == x {
            let replacement = first[i]
            firstTextStart = y
            output.remove(upTo: replacement.range.upperBound, first: firstMember)
            x = replacement.range.upperBound
            if replacement.text.isEmpty {
                i += 1
            } else {
                insideFirst = true
                firstTextOffset = 0
                firstUnits = nil
            }
        }
        if !insideSecond, j < second.count, second[j].range.lowerBound == y {
            output.insert(second[j].text, second: secondMember)
            insideSecond = true
        }
    }

    // Passes the next stretch of the middle text, up to the nearest end of a piece of either;
    // returns false at the end of the text.
    private mutating func advance() -> Bool {
        let firstEnd: Int
        if insideFirst {
            firstEnd = firstTextStart + first[i].text.utf16Count
        } else {
            firstEnd = y + ((i < first.count ? first[i].range.lowerBound : lengthBefore) - x)
        }
        guard firstEnd > y else { return false }
        var end = firstEnd
        if insideSecond {
            end = Swift.min(end, second[j].range.upperBound)
        } else if j < second.count {
            end = Swift.min(end, second[j].range.lowerBound)
        }
        let length = end - y
        switch (insideFirst, insideSecond) {
        case (false, false):
            x += length
            output.keep(upTo: x)
        case (false, true):
            x += length
            output.remove(upTo: x, second: secondMember)
        case (true, false):
            insertFirstText(length)
        case (true, true):
            output.drop(first: firstMember, second: secondMember)
        }
        y = end
        if insideFirst {
            firstTextOffset += length
            if firstTextOffset == first[i].text.utf16Count {
                insideFirst = false
                i += 1
            }
        }
        if insideSecond, y == second[j].range.upperBound {
            insideSecond = false
            j += 1
        }
        return true
    }

    // Keeps `length` units of `first[i]`'s text from `firstTextOffset`: the whole text as it is,
    // a part copied out of its units (read once per replacement).
    private mutating func insertFirstText(_ length: Int) {
        let text = first[i].text
        if length == text.utf16Count {
            output.insert(text, first: firstMember)
            return
        }
        let units = firstUnits ?? text.utf16CodeUnits
        firstUnits = units
        output.insert(units[firstTextOffset..<(firstTextOffset + length)], first: firstMember)
    }

    // `first[i]`, with the middle range its text takes.
    private var firstMember: ComposedReplacements.Member {
        .init(index: i, middleRange: firstTextStart..<(firstTextStart + first[i].text.utf16Count))
    }

    // `second[j]`, with its range in the middle text.
    private var secondMember: ComposedReplacements.Member { .init(index: j, middleRange: second[j].range) }
}
