import TextRope

/// A set of replacements made to a text of a known length: the value every change to a
/// ``TextDocument`` travels as, that can be applied, mapped through, composed, inverted,
/// transformed against a concurrent change and sent over the wire (`Codable`).
///
/// Offsets are UTF-16 code units. Every replacement's range lies in the text *before* the
/// change, and replacements are sorted and disjoint: each starts at or after the end of the one
/// before it (two may touch; insertions at the same offset apply in the order given). A change
/// set is a value: building, copying and comparing it never touches a text.
public struct ChangeSet: Hashable, Sendable {
    /// One replacement: the UTF-16 `range` of the text before the change, replaced by `text`.
    public struct Replacement: Hashable, Sendable {
        /// The replaced UTF-16 range, in the text before the change.
        public var range: Range<Int>
        /// The inserted text.
        public var text: ReplacementText

        /// Replaces `range` (UTF-16, in the text before the change) with `text`.
        public init(range: Range<Int>, text: ReplacementText) {
            self.range = range
            self.text = text
        }

        /// Replaces `range` (UTF-16) with `string`.
        public init(range: Range<Int>, with string: String) {
            self.init(range: range, text: ReplacementText(string))
        }

        /// The change in UTF-16 length this replacement makes. O(1).
        public var utf16Delta: Int { text.utf16Count - range.count }
    }

    // Nearly every change (a keystroke) replaces one range: held inline, so that making and
    // copying such a change set touches no heap.
    enum Storage: Hashable, Sendable {
        case none
        case one(Replacement)
        case many([Replacement])
    }

    private(set) var storage: Storage
    /// The length in UTF-16 code units of the text the change applies to.
    public private(set) var lengthBefore: Int
    /// The length in UTF-16 code units of the text it leaves.
    public private(set) var lengthAfter: Int

    /// A change set making `replacements` to a text of `lengthBefore` UTF-16 units. Replacements
    /// that replace nothing by nothing are dropped. O(k) for k replacements.
    /// - Throws: `TextRangeError`: `.rangeOutOfBounds` for a negative length or a range outside
    ///   the text, `.overlappingRanges` for a range starting inside the one before it,
    ///   `.unsortedRanges` for one starting before it without overlapping it, `.lengthOverflow`
    ///   when the text after would be longer than `Int.max` units.
    public init(lengthBefore: Int, replacements: [Replacement]) throws(TextRangeError) {
        try Self.checkLength(lengthBefore)
        var kept: [Replacement] = []
        kept.reserveCapacity(replacements.count)
        var delta = 0
        var previous: Range<Int>?
        for replacement in replacements {
            let range = replacement.range
            _ = try TextRangeError.checked(range, textLength: lengthBefore)
            try Self.checkOrder(range, after: previous)
            previous = range
            guard !range.isEmpty || !replacement.text.isEmpty else { continue }
            delta += replacement.utf16Delta
            kept.append(replacement)
        }
        self.init(unchecked: kept, lengthBefore: lengthBefore, lengthAfter: try Self.lengthAfter(lengthBefore, growing: delta))
    }

    // `length + growth`, or the error of a result longer than `Int.max`.
    static func lengthAfter(_ length: Int, growing growth: Int) throws(TextRangeError) -> Int {
        let (result, overflow) = length.addingReportingOverflow(growth)
        guard !overflow else { throw .lengthOverflow(length: length, growth: growth) }
        return result
    }

    // The error of a negative `lengthBefore`.
    static func checkLength(_ lengthBefore: Int) throws(TextRangeError) {
        guard lengthBefore >= 0 else {
            throw .rangeOutOfBounds(location: 0, length: lengthBefore, textLength: lengthBefore)
        }
    }

    /// Throws the error of UTF-16 `range` listed after `previous` (both in bounds) when it starts
    /// before the end of it: `overlappingRanges` when they share text or `range` is an insertion
    /// strictly inside `previous`, `unsortedRanges` otherwise. O(1).
    package static func checkOrder(_ range: Range<Int>, after previous: Range<Int>?) throws(TextRangeError) {
        guard let previous, range.lowerBound < previous.upperBound else { return }
        if overlap(range, previous) {
            throw .overlappingRanges(
                location: range.lowerBound, length: range.count, otherLocation: previous.lowerBound,
                otherLength: previous.count)
        }
        throw .unsortedRanges(
            location: range.lowerBound, length: range.count, previousLocation: previous.lowerBound,
            previousLength: previous.count)
    }

    // Whether `range`, listed after `previous` but starting before its end, shares text with it
    // or is an insertion strictly inside it (rather than merely listed out of order).
    private static func overlap(_ range: Range<Int>, _ previous: Range<Int>) -> Bool {
        if range.isEmpty { return range.lowerBound > previous.lowerBound }
        if previous.isEmpty { return range.upperBound > previous.lowerBound }
        return previous.lowerBound < range.upperBound
    }

    /// A change set replacing one UTF-16 `range` of a text of `lengthBefore` units with `text`.
    /// - Throws: `TextRangeError.rangeOutOfBounds` for a range outside the text.
    public init(lengthBefore: Int, replacing range: Range<Int>, with text: ReplacementText) throws(TextRangeError) {
        try self.init(lengthBefore: lengthBefore, replacements: [Replacement(range: range, text: text)])
    }

    /// A change set replacing one UTF-16 `range` of a text of `lengthBefore` units with `string`.
    /// - Throws: `TextRangeError.rangeOutOfBounds` for a range outside the text.
    public init(lengthBefore: Int, replacing range: Range<Int>, with string: String) throws(TextRangeError) {
        try self.init(lengthBefore: lengthBefore, replacing: range, with: ReplacementText(string))
    }

    /// The change set that changes nothing in a text of `length` UTF-16 units.
    public static func identity(length: Int) -> ChangeSet {
        ChangeSet(unchecked: [], lengthBefore: Swift.max(length, 0), lengthAfter: Swift.max(length, 0))
    }

    /// Replacements already known to be valid, sorted, disjoint and not empty.
    package init(unchecked replacements: [Replacement], lengthBefore: Int, lengthAfter: Int) {
        switch replacements.count {
        case 0: storage = .none
        case 1: storage = .one(replacements[0])
        default: storage = .many(replacements)
        }
        self.lengthBefore = lengthBefore
        self.lengthAfter = lengthAfter
    }

    /// One replacement already known to be valid and not empty.
    package init(unchecked replacement: Replacement, lengthBefore: Int) {
        storage = .one(replacement)
        self.lengthBefore = lengthBefore
        lengthAfter = lengthBefore + replacement.utf16Delta
    }

    /// The replacements, sorted by location. O(1) for one; reading builds an array for several.
    public var replacements: [Replacement] {
        switch storage {
        case .none: return []
        case .one(let replacement): return [replacement]
        case .many(let replacements): return replacements
        }
    }

    /// The number of replacements. O(1).
    public var count: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .many(let replacements): return replacements.count
        }
    }

    /// Whether the change set changes nothing. O(1).
    public var isEmpty: Bool { count == 0 }

    /// The range of the only replacement, when there is exactly one (its text is not copied).
    /// O(1).
    package var singleRange: Range<Int>? {
        if case .one(let replacement) = storage { return replacement.range }
        return nil
    }

    /// Moves the only replacement to `range`, keeping its text, for a text of `lengthBefore`
    /// units (an undo step grown by the next keystroke, in place). The caller keeps the change
    /// valid. O(1).
    package mutating func moveSingle(to range: Range<Int>, lengthBefore length: Int) {
        guard case .one(var replacement) = storage else { return }
        storage = .none
        replacement.range = range
        lengthBefore = length
        lengthAfter = length + replacement.utf16Delta
        storage = .one(replacement)
    }

    /// The only replacement, when there is exactly one. O(1).
    package var single: Replacement? {
        if case .one(let replacement) = storage { return replacement }
        return nil
    }

    /// Calls `body` with the only replacement, when there is exactly one, and returns its result.
    /// The replacement is lent, not copied: a copy kept across calls costs a copy of the whole
    /// change set. O(1).
    @inline(__always)
    package func withSingle<R>(_ body: (Replacement) -> R) -> R? {
        // Only this form lends the payload: with `guard case`, `if case` or the other cases
        // spelled out, the compiler copies the storage for the call.
        switch storage {
        case .one(let replacement): return body(replacement)
        default: return nil
        }
    }

    /// Calls `body` with each replacement in order, without building an array.
    @inline(__always)
    package func forEachReplacement(_ body: (Replacement) throws -> Void) rethrows {
        switch storage {
        case .none: return
        case .one(let replacement): try body(replacement)
        case .many(let replacements): for replacement in replacements { try body(replacement) }
        }
    }

    /// Applies the change to `rope`, replacing the highest range first so that lower ones keep
    /// their offsets. O(k log n + m) for k replacements inserting m units.
    /// - Throws: `TextRangeError.lengthMismatch` when `rope` is not `lengthBefore` units long;
    ///   the rope is then unchanged.
    public func apply(to rope: inout TextRope) throws(TextRangeError) {
        guard rope.utf16Count == lengthBefore else {
            throw .lengthMismatch(expected: lengthBefore, actual: rope.utf16Count)
        }
        switch storage {
        case .none: return
        case .one(let replacement): replacement.text.replace(replacement.range, in: &rope)
        case .many(let replacements):
            for replacement in replacements.reversed() { replacement.text.replace(replacement.range, in: &rope) }
        }
    }

    /// The text `rope` becomes with the change applied; see ``apply(to:)``.
    /// - Throws: `TextRangeError.lengthMismatch` when `rope` is not `lengthBefore` units long.
    public func applied(to rope: TextRope) throws(TextRangeError) -> TextRope {
        var result = rope
        try apply(to: &result)
        return result
    }
}
