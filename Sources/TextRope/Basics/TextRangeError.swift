/// The error every TextEngine API throws for a range, offset or line outside the text.
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

    public var description: String {
        switch self {
        case let .rangeOutOfBounds(location, length, textLength):
            return "range {\(Self.format(location)),\(length)} is out of bounds for length \(textLength)"
        case let .offsetOutOfBounds(offset, unit, limit):
            return "\(unit.rawValue) offset \(Self.format(offset)) is out of bounds for length \(limit)"
        case let .lineOutOfBounds(line, lineCount):
            return "line \(Self.format(line)) is out of bounds for line count \(lineCount)"
        }
    }

    // NSNotFound is Int.max on every 64-bit platform.
    private static func format(_ value: Int) -> String {
        value == Int.max ? "NSNotFound" : String(value)
    }
}

/// The unit an offset counts.
public enum TextUnit: String, Hashable, Sendable {
    case utf16 = "UTF-16"
    case unicodeScalar = "scalar"
    case utf8 = "UTF-8"
}
