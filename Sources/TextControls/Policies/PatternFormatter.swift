/// Formats digits into a pattern where `#` is a digit slot and every other character is a literal
/// shown before the next digit, e.g. `"(###) ###-####"`: "5551234" becomes "(555) 123-4". Extra
/// digits are dropped. The caret stays after the same digit, or at the end when that digit was
/// dropped.
public struct PatternFormatter: TextFormatter {
    /// The pattern: `#` a digit slot, anything else a literal.
    public let pattern: String

    /// A formatter for `pattern`.
    public init(pattern: String) { self.pattern = pattern }

    /// `text`'s ASCII digits placed into the pattern, and the caret's new UTF-16 offset for the
    /// caret at UTF-16 offset `caret` in `text` (clamped to it). O(text length + pattern length).
    public func format(_ text: String, caret: Int) -> (text: String, caret: Int) {
        let caretIndex = String.Index(utf16Offset: Swift.min(Swift.max(caret, 0), text.utf16.count), in: text)
        let digitsBeforeCaret = text[..<caretIndex].filter(\.isASCIIDigit).count
        var digits = text.filter(\.isASCIIDigit)[...]
        var output = ""
        var pendingLiterals = ""
        var newCaret = 0
        var placed = 0
        for slot in pattern {
            guard let digit = digits.first else { break }
            if slot == "#" {
                output += pendingLiterals + String(digit)
                pendingLiterals = ""
                digits.removeFirst()
                placed += 1
                if placed == digitsBeforeCaret { newCaret = output.utf16.count }
            } else {
                pendingLiterals.append(slot)
            }
        }
        return (output, placed < digitsBeforeCaret ? output.utf16.count : newCaret)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
