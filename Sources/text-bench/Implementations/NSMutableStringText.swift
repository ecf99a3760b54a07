import EditingTraces
import Foundation
import TextRope

/// Foundation's `NSMutableString`, edited with `replaceCharacters(in:with:)`. On Linux it is
/// backed by a Swift `String` and snaps edits to grapheme clusters, so it may hold a different
/// text than the others after edits next to combining marks or inside surrogate pairs; its check
/// column says so. It has no offset conversions of its own.
struct NSMutableStringText: BenchText {
    private let storage: NSMutableString

    static func replacement(_ units: UnsafeBufferPointer<UInt16>) -> String { String(decoding: units, as: UTF16.self) }

    init(utf16CodeUnits units: [UInt16]) {
        storage = NSMutableString(string: String(decoding: units, as: UTF16.self))
    }

    private init(_ storage: NSMutableString) { self.storage = storage }

    // Linux's NSMutableString has no init(contentsOfFile:encoding:); it wraps the String read.
    static func load(utf8File path: String) throws -> NSMutableStringText {
        NSMutableStringText(NSMutableString(string: try String(contentsOfFile: path, encoding: .utf8)))
    }

    func replaceUTF16(location: Int, length: Int, with replacement: String) throws(TextRangeError) {
        let count = storage.length
        guard location >= 0, length >= 0, length <= count, location <= count - length else {
            throw .rangeOutOfBounds(location: location, length: length, textLength: count)
        }
        storage.replaceCharacters(in: NSRange(location: location, length: length), with: replacement)
    }

    var utf16Contents: [UInt16] {
        let count = storage.length
        return [UInt16](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress {
                storage.getCharacters(base, range: NSRange(location: 0, length: count))
            }
            initialized = count
        }
    }

    static func converter(_ conversion: Conversion, on text: NSMutableStringText) -> ((Int) -> Int)? { nil }

    /// The composed character sequence containing `offset`, folded for checksums.
    func composedCharacterRange(at offset: Int) -> Int {
        let range = storage.rangeOfComposedCharacterSequence(at: offset)
        return BoundaryQuery.fold(range.location..<(range.location + range.length))
    }
}
