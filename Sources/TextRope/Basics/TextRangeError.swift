/// The error every TextEngine API throws for a range, offset or line outside the text, or for
/// ranges of a multi-range edit that overlap.
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

    /// What was asked and the limit it broke, e.g. `range {9,2} is out of bounds for length 3`.
    public var description: String {
        switch self {
        case let .rangeOutOfBounds(location, length, textLength):
            return "range {\(Self.format(location)),\(length)} is out of bounds for length \(textLength)"
        case let .offsetOutOfBounds(offset, unit, limit):
            return "\(unit.rawValue) offset \(Self.format(offset)) is out of bounds for length \(limit)"
        case let .lineOutOfBounds(line, lineCount):
            return "line \(Self.format(line)) is out of bounds for line count \(lineCount)"
        case let .overlappingRanges(location, length, otherLocation, otherLength):
            return "range {\(location),\(length)} overlaps range {\(otherLocation),\(otherLength)}"
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
