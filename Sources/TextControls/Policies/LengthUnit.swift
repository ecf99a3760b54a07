import Foundation
import TextBoundaries
import TextRope

/// The unit a length limit counts.
public enum LengthUnit: String, Hashable, Sendable, CaseIterable {
    /// Grapheme clusters (ICU): what a user sees as characters. A family emoji counts 1.
    case graphemes
    /// UTF-16 code units, as `NSString.length`.
    case utf16
    /// Unicode scalars.
    case scalars
    /// UTF-8 bytes.
    case utf8

    /// The length of `text` in this unit.
    public func length(of text: String) -> Int {
        switch self {
        case .graphemes: return TextRope(text).graphemeCount
        case .utf16: return text.utf16.count
        case .scalars: return text.unicodeScalars.count
        case .utf8: return text.utf8.count
        }
    }

    /// The length of `control`'s text after `edit`, without copying the text when it can.
    func length(after edit: TextEdit, in control: TextInputModel) -> Int {
        switch self {
        case .utf16:
            return control.document.utf16Count + edit.utf16Delta
        case .graphemes:
            return control.graphemeCount(after: edit)
        case .scalars, .utf8:
            let rope = control.textRope
            var total = self == .scalars ? rope.unicodeScalarCount : rope.utf8Count
            for range in edit.ranges {
                let start = (try? offset(range.location, in: rope)) ?? 0
                let end = (try? offset(range.upperBound, in: rope)) ?? 0
                total -= end - start
            }
            return total + length(of: edit.replacement)
        }
    }

    private func offset(_ utf16: Int, in rope: TextRope) throws(TextRangeError) -> Int {
        self == .scalars ? try rope.unicodeScalarOffset(forUTF16Offset: utf16) : try rope.utf8Offset(forUTF16Offset: utf16)
    }
}
