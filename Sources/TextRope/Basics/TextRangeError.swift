/// The error every TextEngine API throws for a range, offset, line or position outside the text,
/// for ranges of a multi-range edit or change set that overlap or are out of order, for a
/// change set applied to a text of another length, and for one whose result would be too long.
///
/// A call that throws it changes nothing. Its description names what was asked and the limit it
/// broke, with ranges written `{location,length}` in UTF-16 code units, as `NSRange` prints them:
/// `range {9,2} is out of bounds for length 3`.
public enum TextRangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A range that is negative, starts at `NSNotFound`, overflows, or ends past `length`.
    case rangeOutOfBounds(location: Int, length: Int, textLength: Int)
    /// An offset outside `0...limit`, counted in `unit`.
    case offsetOutOfBounds(offset: Int, unit: TextUnit, limit: Int)
    /// A line index outside `0..<lineCount`.
    case lineOutOfBounds(line: Int, lineCount: Int)
    /// A range of a multi-range edit (`location`, `length`) that overlaps another one
    /// (`otherLocation`, `otherLength`) of the same edit; all in UTF-16 code units.
    case overlappingRanges(location: Int, length: Int, otherLocation: Int, otherLength: Int)
    /// A range (`location`, `length`) listed after one (`previousLocation`, `previousLength`) that
    /// it does not overlap but starts before; ranges of a change set are sorted by location.
    case unsortedRanges(location: Int, length: Int, previousLocation: Int, previousLength: Int)
    /// A change set made for a text of `expected` UTF-16 units, used on one of `actual` units.
    case lengthMismatch(expected: Int, actual: Int)
    /// A change set that would make a text of `length` UTF-16 units longer by `growth`, past
    /// `Int.max`.
    case lengthOverflow(length: Int, growth: Int)
    /// A language-server position (0-based `line`, `character` in UTF-16 units) past the end of
    /// its line, whose content (terminator excluded) is `lineLength` units, or inside a surrogate
    /// pair or a CR LF.
    case positionOutOfBounds(line: Int, character: Int, lineLength: Int)
    /// A tree-sitter point (0-based `row`, `column` in UTF-8 bytes) past the end of its row,
    /// whose content is `rowLength` bytes, or inside a UTF-8 sequence.
    case pointOutOfBounds(row: Int, column: Int, rowLength: Int)

    /// What was asked and the limit it broke, e.g. `range {9,2} is out of bounds for length 3`.
    public var description: String {
        switch self {
        case let .rangeOutOfBounds(location, length, textLength):
            return "range {\(Self.format(location)),\(Self.format(length))} is out of bounds for length \(Self.format(textLength))"
        case let .offsetOutOfBounds(offset, unit, limit):
            return "\(unit.rawValue) offset \(Self.format(offset)) is out of bounds for length \(Self.format(limit))"
        case let .lineOutOfBounds(line, lineCount):
            return "line \(Self.format(line)) is out of bounds for line count \(Self.format(lineCount))"
        case let .overlappingRanges(location, length, otherLocation, otherLength):
            return "range {\(Self.format(location)),\(Self.format(length))} overlaps range {\(Self.format(otherLocation)),\(Self.format(otherLength))}"
        case let .unsortedRanges(location, length, previousLocation, previousLength):
            return "range {\(Self.format(location)),\(Self.format(length))} starts before the range {\(Self.format(previousLocation)),\(Self.format(previousLength))} listed ahead of it"
        case let .lengthMismatch(expected, actual):
            return "change set for a text of length \(Self.format(expected)) used on a text of length \(Self.format(actual))"
        case let .lengthOverflow(length, growth):
            return "change set growing a text of length \(length) by \(growth) overflows"
        case let .positionOutOfBounds(line, character, lineLength):
            return "position \(Self.format(line)):\(Self.format(character)) is past the end of line \(Self.format(line)) (length \(Self.format(lineLength))) or splits a character"
        case let .pointOutOfBounds(row, column, rowLength):
            return "point \(Self.format(row)):\(Self.format(column)) is past the end of row \(Self.format(row)) (\(Self.format(rowLength)) bytes) or splits a character"
        }
    }

    /// Checks an `NSRange`-style location and length against a text of `textLength` UTF-16 code
    /// units and returns them as a range of UTF-16 offsets. Overflow-safe: a negative value,
    /// `NSNotFound` or an end past `textLength` throws ``rangeOutOfBounds(location:length:textLength:)``.
    /// O(1).
    @inlinable
    public static func checkedRange(location: Int, length: Int, textLength: Int) throws(TextRangeError) -> Range<Int> {
        guard location >= 0, length >= 0, length <= textLength, location <= textLength - length else {
            throw .rangeOutOfBounds(location: location, length: length, textLength: textLength)
        }
        // Both checked above: the end does not overflow and is not before the start.
        return Range(uncheckedBounds: (location, location &+ length))
    }

    /// Checks a range of UTF-16 offsets against a text of `textLength` units, as
    /// ``checkedRange(location:length:textLength:)`` does; a range too wide for its length to fit
    /// in an `Int` is reported with length `NSNotFound`. O(1).
    @inlinable
    public static func checked(_ range: Range<Int>, textLength: Int) throws(TextRangeError) -> Range<Int> {
        guard range.lowerBound >= 0, range.upperBound <= textLength else {
            let (length, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            throw .rangeOutOfBounds(location: range.lowerBound, length: overflow ? Int.max : length, textLength: textLength)
        }
        return range
    }

    // NSNotFound is Int.max on every 64-bit platform.
    private static func format(_ value: Int) -> String {
        value == Int.max ? "NSNotFound" : String(value)
    }
}

/// The unit an offset counts.
public enum TextUnit: String, Hashable, Sendable {
    /// UTF-16 code units, the unit of every offset unless an API says otherwise.
    case utf16 = "UTF-16"
    /// Unicode scalars (code points; a lone surrogate counts as one).
    case unicodeScalar = "scalar"
    /// UTF-8 code units (a lone surrogate takes the 3 of U+FFFD).
    case utf8 = "UTF-8"
}
