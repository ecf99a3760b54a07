import EditingTraces
import Foundation
import TextRope

/// A Swift `String` edited at UTF-16 offsets: each offset becomes a `String.Index` through the
/// UTF-16 view, then the scalar view's `replaceSubrange` edits (no grapheme snapping; an index
/// inside a scalar rounds down to it, as in TextRope's conversions).
struct SwiftStringText: BenchText {
    private var string: String

    static func replacement(_ units: UnsafeBufferPointer<UInt16>) -> String { String(decoding: units, as: UTF16.self) }

    init(utf16CodeUnits units: [UInt16]) { string = String(decoding: units, as: UTF16.self) }

    private init(_ string: String) { self.string = string }

    static func load(utf8File path: String) throws -> SwiftStringText {
        SwiftStringText(try String(contentsOfFile: path, encoding: .utf8))
    }

    mutating func replaceUTF16(location: Int, length: Int, with replacement: String) throws(TextRangeError) {
        let utf16 = string.utf16
        guard location >= 0, length >= 0,
            let lower = utf16.index(utf16.startIndex, offsetBy: location, limitedBy: utf16.endIndex),
            let upper = utf16.index(lower, offsetBy: length, limitedBy: utf16.endIndex)
        else {
            throw .rangeOutOfBounds(location: location, length: length, textLength: utf16.count)
        }
        string.unicodeScalars.replaceSubrange(lower..<upper, with: replacement.unicodeScalars)
    }

    var utf16Contents: [UInt16] { Array(string.utf16) }

    // The views' own index arithmetic; a UTF-8 offset inside a scalar rounds down to it.
    static func converter(_ conversion: Conversion, on text: SwiftStringText) -> ((Int) -> Int)? {
        switch conversion {
        case .utf16ToScalar:
            return { offset in
                let s = text.string
                return s.unicodeScalars.distance(from: s.startIndex, to: s.utf16.index(s.startIndex, offsetBy: offset))
            }
        case .scalarToUTF16:
            return { scalar in
                let s = text.string
                return s.utf16.distance(from: s.startIndex, to: s.unicodeScalars.index(s.startIndex, offsetBy: scalar))
            }
        case .utf16ToUTF8:
            return { offset in
                let s = text.string
                return s.utf8.distance(from: s.startIndex, to: s.utf16.index(s.startIndex, offsetBy: offset))
            }
        case .utf8ToUTF16:
            return { byte in
                let s = text.string
                return s.utf16.distance(from: s.startIndex, to: s.utf8.index(s.startIndex, offsetBy: byte))
            }
        case .utf16ToLine:
            return nil
        }
    }
}
