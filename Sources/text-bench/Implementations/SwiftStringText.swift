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
        case .utf16ToScalar: return converter(on: text, from: \.utf16, to: \.unicodeScalars)
        case .scalarToUTF16: return converter(on: text, from: \.unicodeScalars, to: \.utf16)
        case .utf16ToUTF8: return converter(on: text, from: \.utf16, to: \.utf8)
        case .utf8ToUTF16: return converter(on: text, from: \.utf8, to: \.utf16)
        case .utf16ToLine: return nil
        }
    }

    // `offset` steps along the string's view `from`, counted along its view `to`.
    private static func converter<From: BidirectionalCollection, To: BidirectionalCollection>(
        on text: SwiftStringText, from: KeyPath<String, From>, to: KeyPath<String, To>
    ) -> (Int) -> Int where From.Index == String.Index, To.Index == String.Index {
        { offset in
            let s = text.string
            return s[keyPath: to].distance(from: s.startIndex, to: s[keyPath: from].index(s.startIndex, offsetBy: offset))
        }
    }
}
