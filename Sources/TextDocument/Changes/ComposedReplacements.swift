// The replacements of a composition, built piece by piece in order. Consecutive pieces join one
// replacement while they belong to the same replacement of either change set, or to two that
// touch each other's text; kept original text ends the replacement.
struct ComposedReplacements {
    // A replacement of one of the two change sets, and the range of the middle text it holds:
    // the text it inserted for the first, the range it replaces for the second.
    struct Member {
        let index: Int
        let middleRange: Range<Int>
    }

    private var replacements: [ChangeSet.Replacement] = []
    private var offset = 0
    private var start = 0
    private var isOpen = false
    private var text = PendingText.none
    private var openFirst: Member?
    private var openSecond: Member?

    // Original text kept up to `end`.
    mutating func keep(upTo end: Int) {
        close()
        offset = end
    }

    // Original text removed up to `end`.
    mutating func remove(upTo end: Int, first: Member? = nil, second: Member? = nil) {
        join(first, second)
        offset = end
    }

    // Text of the first that the second removes.
    mutating func drop(first: Member, second: Member) {
        join(first, second)
    }

    mutating func insert(_ inserted: ReplacementText, first: Member? = nil, second: Member? = nil) {
        join(first, second)
        text.append(inserted)
    }

    mutating func insert(_ units: ArraySlice<UInt16>, first: Member) {
        join(first, nil)
        text.append(units)
    }

    mutating func finish() -> [ChangeSet.Replacement] {
        close()
        return replacements
    }

    private mutating func join(_ first: Member?, _ second: Member?) {
        if isOpen, !joins(first, second) { close() }
        if !isOpen {
            isOpen = true
            start = offset
        }
        if let first { openFirst = first }
        if let second { openSecond = second }
    }

    // Only the latest member of each change set can matter: the pieces come in order, and every
    // earlier member ends before it.
    private func joins(_ first: Member?, _ second: Member?) -> Bool {
        if let first {
            if first.index == openFirst?.index { return true }
            if let openSecond, Self.touch(inserted: first.middleRange, replaced: openSecond.middleRange) { return true }
        }
        if let second {
            if second.index == openSecond?.index { return true }
            if let openFirst, Self.touch(inserted: openFirst.middleRange, replaced: second.middleRange) { return true }
        }
        return false
    }

    // Whether text the first inserted and a range the second replaces touch: they share units, or
    // one is empty and lies strictly inside the other. Meeting at an edge is not touching.
    static func touch(inserted: Range<Int>, replaced: Range<Int>) -> Bool {
        switch (inserted.isEmpty, replaced.isEmpty) {
        case (false, false): return inserted.overlaps(replaced)
        case (false, true): return inserted.lowerBound < replaced.lowerBound && replaced.lowerBound < inserted.upperBound
        case (true, false): return replaced.lowerBound < inserted.lowerBound && inserted.lowerBound < replaced.upperBound
        case (true, true): return false
        }
    }

    private mutating func close() {
        guard isOpen else { return }
        isOpen = false
        openFirst = nil
        openSecond = nil
        let range = start..<offset
        let inserted = text.take()
        guard !range.isEmpty || !inserted.isEmpty else { return }
        replacements.append(ChangeSet.Replacement(range: range, text: inserted))
    }
}

// The text of a replacement being built: one text kept as it is (no copy), or units gathered
// from several.
private enum PendingText {
    case none
    case whole(ReplacementText)
    case units([UInt16])

    mutating func append(_ text: ReplacementText) {
        guard !text.isEmpty else { return }
        if case .none = self {
            self = .whole(text)
            return
        }
        var units = takeUnits()
        text.withUTF16 { units.append(contentsOf: $0) }
        self = .units(units)
    }

    mutating func append(_ slice: ArraySlice<UInt16>) {
        guard !slice.isEmpty else { return }
        var units = takeUnits()
        units.append(contentsOf: slice)
        self = .units(units)
    }

    mutating func take() -> ReplacementText {
        defer { self = .none }
        switch self {
        case .none: return .empty
        case .whole(let text): return text
        case .units(let units): return ReplacementText(utf16CodeUnits: units)
        }
    }

    // The units so far, leaving `self` empty so that appending to them copies nothing.
    private mutating func takeUnits() -> [UInt16] {
        defer { self = .none }
        switch self {
        case .none: return []
        case .whole(let text): return text.utf16CodeUnits
        case .units(let units): return units
        }
    }
}
