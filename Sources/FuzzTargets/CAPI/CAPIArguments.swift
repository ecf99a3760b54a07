import CTextEngine
import TextTestSupport

/// Arguments drawn from the fuzzer's bytes: texts (well formed or not, NULL, with bad lengths),
/// ranges and offsets (often out of bounds), enum values (sometimes out of their domain), output
/// buffers (size queries, too small, NULL, negative capacities) and out-parameters (sometimes
/// NULL). Each runs `body` with pointers valid during the call.
extension CAPISession {
    /// A piece of text that is hard for boundaries (lone surrogates among them when `raw`).
    func units(raw: Bool) -> [UInt16] {
        var units: [UInt16] = []
        for _ in 0..<input.int(in: 0...3) {
            let pieces = raw ? HardText.pieces : HardText.strings.map { Array($0.utf16) }
            units += pieces[Int(input.byte()) % pieces.count]
        }
        return units
    }

    /// A UTF-8 text argument: usually well formed with its length, sometimes NUL-terminated,
    /// ill-formed, NULL (with a length or not) or with a negative length.
    @discardableResult
    func withUTF8<R>(_ body: (UnsafePointer<CChar>?, Int64) -> R) -> R {
        let kind = input.byte() % 16
        switch kind {
        case 0:
            let bad: [[UInt8]] = [[0x80], [0x61, 0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF]]
            let bytes = bad[Int(input.byte()) % bad.count].map { CChar(bitPattern: $0) } + [0]
            return bytes.withUnsafeBufferPointer { body($0.baseAddress, Int64(bytes.count - 1)) }
        case 1: return body(nil, 3)
        case 2: return body(nil, 0)
        case 3: return body(nil, -2)
        default:
            let bytes = String(decoding: units(raw: false), as: UTF16.self).utf8.map { CChar(bitPattern: $0) } + [0]
            let count = kind == 4 ? -1 : Int64(bytes.count - 1)
            return bytes.withUnsafeBufferPointer { body($0.baseAddress, count) }
        }
    }

    /// A UTF-16 text argument (lone surrogates included), with the same variety as ``withUTF8``.
    @discardableResult
    func withUTF16<R>(_ body: (UnsafePointer<UInt16>?, Int64) -> R) -> R {
        let kind = input.byte() % 16
        switch kind {
        case 0: return body(nil, 2)
        case 1: return body(nil, 0)
        case 2: return body(nil, -3)
        default:
            let units = self.units(raw: true).filter { $0 != 0 } + [0]
            let count = kind == 3 ? -1 : Int64(units.count - 1)
            return units.withUnsafeBufferPointer { body($0.baseAddress, count) }
        }
    }

    /// A location and length for a text of `length` units (often out of bounds).
    func range(in length: Int64) -> (Int64, Int64) {
        let count = Int(max(length, 0))
        let location = input.offset(in: count)
        guard location >= 0, location <= count, input.byte() < 224 else { return (Int64(location), Int64(input.offset(in: count))) }
        return (Int64(location), Int64(input.int(in: 0...min(count - location, 8))))
    }

    func offset(in length: Int64) -> Int64 { Int64(input.offset(in: Int(max(length, 0)))) }

    /// An enum value: usually in 0..<count, sometimes just outside or far away.
    func code(_ count: Int32) -> Int32 {
        switch input.byte() % 32 {
        case 0: return count
        case 1: return -1
        case 2: return Int32.max
        default: return Int32(input.int(in: 0...Int(count - 1)))
        }
    }

    /// An output buffer of `Unit`s: a size query, too small, roomy, NULL with a capacity, or a
    /// negative capacity.
    @discardableResult
    func withBuffer<Unit: FixedWidthInteger, R>(of type: Unit.Type, _ body: (UnsafeMutablePointer<Unit>?, Int64) -> R) -> R {
        let kind = input.byte() % 8
        let capacity: Int
        switch kind {
        case 0: return body(nil, 0)
        case 1: return body(nil, 5)
        case 2: return body(nil, -1)
        case 3: capacity = 1
        case 4: capacity = 0
        default: capacity = 1024
        }
        var buffer = [Unit](repeating: 0, count: max(capacity, 1))
        return buffer.withUnsafeMutableBufferPointer { body($0.baseAddress, Int64(capacity)) }
    }

    /// An out-parameter: usually `storage`, sometimes NULL.
    func out<Value, R>(_ storage: inout Value, _ body: (UnsafeMutablePointer<Value>?) -> R) -> R {
        if input.byte() < 16 { return body(nil) }
        return withUnsafeMutablePointer(to: &storage) { body($0) }
    }
}
