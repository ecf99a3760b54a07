import TextDocument
import TextRope

/// One replacement on a plain array of UTF-16 units: units `lower..<upper` of the text before
/// the change replaced by `text`.
struct ReferenceReplacement: Equatable, CustomStringConvertible {
    var lower: Int
    var upper: Int
    var text: [UInt16]

    var description: String { "[\(lower),\(upper)) \(text)" }
}

/// What a unit of a changed text is: a unit of the original text (by its offset there), or a
/// unit a change inserted. For telling apart texts whose units are equal but come from elsewhere.
enum ReferenceOrigin: Hashable {
    case original(Int)
    case first(UInt16)
    case second(UInt16)
}

/// A plain model of ChangeSet over `[UInt16]`, written from the rules, not from the code under
/// test: apply builds the result front to back, mapping looks at the neighbours of an offset in a
/// text whose units are tagged, and validation restates the rules on plain numbers.
enum ChangeSetReference {
    /// `units` with `replacements` (sorted, disjoint, in bounds) made.
    static func apply(_ replacements: [ReferenceReplacement], to units: [UInt16]) -> [UInt16] {
        var result: [UInt16] = []
        var offset = 0
        for replacement in replacements {
            result += units[offset..<replacement.lower]
            result += replacement.text
            offset = replacement.upper
        }
        return result + units[offset...]
    }

    /// `units` (tagged) with `replacements` made, inserted units tagged by `tag`; also the tags
    /// the replacements removed, in order.
    static func apply<Tag>(
        _ replacements: [ReferenceReplacement], toTagged units: [Tag], tag: (UInt16) -> Tag
    ) -> (result: [Tag], removed: [Tag]) {
        var result: [Tag] = []
        var removed: [Tag] = []
        var offset = 0
        for replacement in replacements {
            result += units[offset..<replacement.lower]
            removed += units[replacement.lower..<replacement.upper]
            result += replacement.text.map(tag)
            offset = replacement.upper
        }
        return (result + units[offset...], removed)
    }

    /// Where `offset` goes through `replacements` of a text of `length` units, from the mapping
    /// rule: an offset strictly inside a replaced range is deleted and goes to the start (`before`)
    /// or end (`after`) of that range's new text; any other offset stays right after what is on
    /// its left (`before`) or right before what is on its right (`after`), where what is on a side
    /// is the original unit there if it is kept, else the replacement that removed it, else the
    /// edge of the text.
    static func map(_ offset: Int, bias: AnchorBias, through replacements: [ReferenceReplacement], length: Int) -> MappedOffset {
        let tagged = taggedResult(replacements, length: length)
        func place(of tag: Tag) -> Int {
            guard let index = tagged.firstIndex(of: tag) else { preconditionFailure("no \(tag)") }
            return tagged[..<index].filter(\.isUnit).count
        }
        if let inside = replacements.firstIndex(where: { $0.lower < offset && offset < $0.upper }) {
            return MappedOffset(offset: place(of: bias == .before ? .start(inside) : .end(inside)), isDeleted: true)
        }
        let unitCount = tagged.filter(\.isUnit).count
        let result: Int
        switch bias {
        case .before:
            if offset == 0 {
                result = 0
            } else if let remover = replacements.firstIndex(where: { $0.lower <= offset - 1 && offset - 1 < $0.upper }) {
                result = place(of: .end(remover))
            } else {
                result = place(of: .original(offset - 1)) + 1
            }
        case .after:
            if offset == length {
                result = unitCount
            } else if let remover = replacements.firstIndex(where: { $0.lower <= offset && offset < $0.upper }) {
                result = place(of: .start(remover))
            } else {
                result = place(of: .original(offset))
            }
        }
        return MappedOffset(offset: result, isDeleted: false)
    }

    /// The error the change set initializer names for replacements of these ranges (`location`,
    /// `length`) by texts of `inserted` units, in a text of `lengthBefore` units, or nil when they
    /// are valid: the first broken rule, range by range, then a result too long for an `Int`.
    static func validationError(lengthBefore: Int, ranges: [(location: Int, length: Int, inserted: Int)]) -> TextRangeError? {
        if lengthBefore < 0 {
            return .rangeOutOfBounds(location: 0, length: lengthBefore, textLength: lengthBefore)
        }
        var previous: (location: Int, length: Int)?
        for range in ranges {
            let (end, overflow) = range.location.addingReportingOverflow(range.length)
            if range.location < 0 || range.length < 0 || overflow || end > lengthBefore {
                return .rangeOutOfBounds(location: range.location, length: range.length, textLength: lengthBefore)
            }
            if let previous, range.location < previous.location + previous.length {
                let sharesUnit = range.length > 0 && previous.length > 0 && previous.location < end
                let insertionInside =
                    (range.length == 0 && previous.location < range.location)
                    || (previous.length == 0 && range.location < previous.location && previous.location < end)
                if sharesUnit || insertionInside {
                    return .overlappingRanges(
                        location: range.location, length: range.length, otherLocation: previous.location,
                        otherLength: previous.length)
                }
                return .unsortedRanges(
                    location: range.location, length: range.length, previousLocation: previous.location,
                    previousLength: previous.length)
            }
            previous = (range.location, range.length)
        }
        let growth = ranges.reduce(0) { $0 + $1.inserted - $1.length }
        if growth > 0, lengthBefore > Int.max - growth {
            return .lengthOverflow(length: lengthBefore, growth: growth)
        }
        return nil
    }

    /// The replacements of `changes` in the reference's terms.
    static func replacements(of changes: ChangeSet) -> [ReferenceReplacement] {
        changes.replacements.map {
            ReferenceReplacement(lower: $0.range.lowerBound, upper: $0.range.upperBound, text: $0.text.utf16CodeUnits)
        }
    }

    /// `replacements` without those that replace nothing by nothing.
    static func dropNoOps(_ replacements: [ReferenceReplacement]) -> [ReferenceReplacement] {
        replacements.filter { $0.lower < $0.upper || !$0.text.isEmpty }
    }

    // A unit of the changed text, or a mark (taking no room) where a replacement's new text
    // starts or ends.
    private enum Tag: Equatable {
        case original(Int)
        case inserted(Int)
        case start(Int)
        case end(Int)

        var isUnit: Bool {
            switch self {
            case .original, .inserted: return true
            case .start, .end: return false
            }
        }
    }

    private static func taggedResult(_ replacements: [ReferenceReplacement], length: Int) -> [Tag] {
        var result: [Tag] = []
        var offset = 0
        for (index, replacement) in replacements.enumerated() {
            result += (offset..<replacement.lower).map(Tag.original)
            result.append(.start(index))
            result += replacement.text.map { _ in Tag.inserted(index) }
            result.append(.end(index))
            offset = replacement.upper
        }
        return result + (offset..<length).map(Tag.original)
    }
}
