import TextRope

/// A text held as UTF-16 that edits can be replayed on: `TextRope`, and the stores it is measured
/// and checked against.
public protocol EditableUTF16Text {
    /// The form a replacement is held in, converted from UTF-16 code units once, before any timing.
    associatedtype Replacement

    /// Converts replacement code units to the form ``replaceUTF16(location:length:with:)`` takes.
    /// `units` stay valid and unchanged for as long as the ``PreparedEdits`` that asks, so a
    /// replacement may keep the buffer itself.
    static func replacement(_ units: UnsafeBufferPointer<UInt16>) -> Replacement

    /// A text holding exactly `units`.
    init(utf16CodeUnits units: [UInt16])

    /// Replaces `length` UTF-16 code units at UTF-16 offset `location` with `replacement`.
    /// - Throws: `TextRangeError` if the range is not inside the text; the text is then unchanged.
    mutating func replaceUTF16(location: Int, length: Int, with replacement: Replacement) throws(TextRangeError)

    /// The whole text as UTF-16 code units, for checking results. O(n).
    var utf16Contents: [UInt16] { get }
}

extension TextRope: EditableUTF16Text {
    /// Replacements are replayed from the prepared edits' buffer, as a caller holding UTF-16
    /// units passes them.
    public static func replacement(_ units: UnsafeBufferPointer<UInt16>) -> UnsafeBufferPointer<UInt16> { units }

    /// `replace(utf16Range:with:)` with an `NSRange`-style, overflow-safe range check.
    /// O(log n + m) for m new units.
    @inlinable
    public mutating func replaceUTF16(
        location: Int, length: Int, with replacement: UnsafeBufferPointer<UInt16>
    ) throws(TextRangeError) {
        try replace(utf16Range: utf16Range(location: location, length: length), with: replacement)
    }

    /// The whole text as UTF-16 code units. O(n).
    public var utf16Contents: [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(utf16Count)
        for chunk in chunks { units.append(contentsOf: chunk.utf16CodeUnits) }
        return units
    }
}

/// A plain contiguous array of UTF-16 code units: the reference that results are checked against
/// and the simplest baseline.
extension Array: EditableUTF16Text where Element == UInt16 {
    /// Replacements are replayed from the prepared edits' buffer.
    public static func replacement(_ units: UnsafeBufferPointer<UInt16>) -> UnsafeBufferPointer<UInt16> { units }

    /// The array `units`.
    public init(utf16CodeUnits units: [UInt16]) { self = units }

    /// `replaceSubrange` after an overflow-safe range check. O(n + m).
    @inlinable
    public mutating func replaceUTF16(
        location: Int, length: Int, with replacement: UnsafeBufferPointer<UInt16>
    ) throws(TextRangeError) {
        guard location >= 0, length >= 0, length <= count, location <= count - length else {
            throw .rangeOutOfBounds(location: location, length: length, textLength: count)
        }
        replaceSubrange(location..<(location + length), with: replacement)
    }

    /// The array itself.
    public var utf16Contents: [UInt16] { self }
}
