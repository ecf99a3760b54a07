import CICU
import TextRope

// Two of the three kinds of pair that `GraphemePairRule` leaves to context are decided here from
// the code points before them, without ICU: GB11 (an emoji after a ZWJ joins it when the ZWJ
// follows an emoji and Extend marks) and GB12/GB13 (regional indicators pair up from the start of
// their run). CLDR's GB9.3 (Indic conjuncts) stays with ICU.
extension Graphemes {
    private static let extend = UInt8(CICU_GCB_EXTEND.rawValue)
    private static let zwj = UInt8(CICU_GCB_ZWJ.rawValue)
    private static let other = UInt8(CICU_GCB_OTHER.rawValue)
    private static let regionalIndicator = UInt8(CICU_GCB_REGIONAL_INDICATOR.rawValue)

    /// The rule at `offset` between the code point ending there (`before`) and the one starting
    /// there (`after`, whose value is `afterValue`), for a pair the table calls `unknown`: still
    /// `unknown` only when ICU must decide. `regionalIndicators`, when the caller knows it, is how
    /// many regional indicators end at `offset`; otherwise they are counted here.
    static func contextualRule(
        _ before: CharacterTraits, _ after: CharacterTraits, afterValue: UInt32, at offset: Int,
        regionalIndicators: Int? = nil, _ reader: inout CodeUnitReader
    ) throws(TextRangeError) -> GraphemePairRule {
        let (a, b) = (before.graphemeClass, after.graphemeClass)
        if a == regionalIndicator && b == regionalIndicator {
            let run: Int
            if let regionalIndicators {
                run = regionalIndicators
            } else {
                run = try regionalIndicatorRun(endingAt: offset, &reader)
            }
            return run & 1 == 1 ? .noBoundary : .boundary
        }
        if a == zwj && b == other {
            guard CharacterTraits.isExtendedPictographic(afterValue, reader.tables) else { return .boundary }
            return try emojiPrecedesJoiner(endingAt: offset, &reader) ? .noBoundary : .boundary
        }
        return .unknown
    }

    /// How many regional indicators end at `offset`, counted back to the first code point that
    /// is not one. O(run length).
    static func regionalIndicatorRun(endingAt offset: Int, _ reader: inout CodeUnitReader) throws(TextRangeError) -> Int {
        var count = 0
        var position = offset
        while position > 0 {
            let (value, length) = try reader.codePoint(before: position)
            guard CharacterTraits(value, reader.tables).graphemeClass == regionalIndicator else { break }
            count += 1
            position -= length
        }
        return count
    }

    /// Whether the ZWJ ending at `offset` follows an Extended_Pictographic code point and any
    /// number of Extend code points (GB11's left side). O(number of Extend code points).
    private static func emojiPrecedesJoiner(endingAt offset: Int, _ reader: inout CodeUnitReader) throws(TextRangeError) -> Bool {
        var position = offset - (try reader.codePoint(before: offset).length)
        while position > 0 {
            let (value, length) = try reader.codePoint(before: position)
            if CharacterTraits(value, reader.tables).graphemeClass != extend {
                return CharacterTraits.isExtendedPictographic(value, reader.tables)
            }
            position -= length
        }
        return false
    }

    /// Whether `traits` is a regional indicator.
    @inline(__always)
    static func isRegionalIndicator(_ traits: CharacterTraits) -> Bool { traits.graphemeClass == regionalIndicator }
}
