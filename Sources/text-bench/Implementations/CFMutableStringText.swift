import CoreFoundation
import EditingTraces
import TextRope

/// CoreFoundation's mutable string, the storage behind `NSMutableString` on Darwin, edited with
/// `CFStringReplace` at UTF-16 ranges. A class, as the CF object it holds is shared, not copied,
/// on assignment. (CF objects are reference counted by Swift here: no CFRelease.)
final class CFMutableStringText: BenchText {
    private let string: CFMutableString

    private init(_ string: CFMutableString?) {
        // CF returns nil from its create functions only when it cannot allocate.
        guard let string else { preconditionFailure("CoreFoundation could not allocate a string") }
        self.string = string
    }

    /// A replacement is the `CFString` that `CFStringReplace` takes, made before timing.
    static func replacement(_ units: UnsafeBufferPointer<UInt16>) -> CFString? {
        CFStringCreateWithCharacters(nil, units.baseAddress, units.count)
    }

    convenience init(utf16CodeUnits units: [UInt16]) {
        self.init(CFStringCreateMutable(nil, 0))
        CFStringAppendCharacters(string, units, units.count)
    }

    static func load(utf8File path: String) throws -> CFMutableStringText {
        let bytes = try UTF8File.bytes(path)
        guard let decoded = CFStringCreateWithBytes(nil, bytes, bytes.count, CFStringBuiltInEncodings.UTF8.rawValue, false)
        else { throw BenchError.io(path: path, reason: "not UTF-8 (CFStringCreateWithBytes failed)") }
        return CFMutableStringText(CFStringCreateMutableCopy(nil, 0, decoded))
    }

    func replaceUTF16(location: Int, length: Int, with replacement: CFString?) throws(TextRangeError) {
        let count = CFStringGetLength(string)
        guard location >= 0, length >= 0, length <= count, location <= count - length else {
            throw .rangeOutOfBounds(location: location, length: length, textLength: count)
        }
        CFStringReplace(string, CFRange(location: location, length: length), replacement)
    }

    var utf16Contents: [UInt16] {
        let count = CFStringGetLength(string)
        return [UInt16](unsafeUninitializedCapacity: count) { buffer, initialized in
            CFStringGetCharacters(string, CFRange(location: 0, length: count), buffer.baseAddress)
            initialized = count
        }
    }

    // CFStringGetBytes counts what a prefix encodes to without a buffer; it stops before a
    // surrogate pair that the prefix splits, which is TextRope's rounding down.
    static func converter(_ conversion: Conversion, on text: CFMutableStringText) -> ((Int) -> Int)? {
        switch conversion {
        case .utf16ToScalar: return { offset in text.encodedLength(before: offset, CFStringBuiltInEncodings.UTF32LE) / 4 }
        case .utf16ToUTF8: return { offset in text.encodedLength(before: offset, CFStringBuiltInEncodings.UTF8) }
        case .scalarToUTF16, .utf8ToUTF16, .utf16ToLine: return nil
        }
    }

    /// The composed character sequence containing `offset`, folded for checksums.
    func composedCharacterRange(at offset: Int) -> Int {
        let range = CFStringGetRangeOfComposedCharactersAtIndex(string, offset)
        return BoundaryQuery.fold(range.location..<(range.location + range.length))
    }

    private func encodedLength(before offset: Int, _ encoding: CFStringBuiltInEncodings) -> Int {
        var bytes: CFIndex = 0
        CFStringGetBytes(string, CFRange(location: 0, length: offset), encoding.rawValue, 0, false, nil, 0, &bytes)
        return bytes
    }
}
