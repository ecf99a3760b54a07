/// A fuzzer's bytes read as a stream of small decisions. Past the end every read yields 0, so any
/// input decodes to some run of operations.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var isAtEnd: Bool { index >= bytes.count }

    /// Whether a fuzzer's loop runs another step: true, counting it in `step`, while bytes are
    /// left and fewer than `limit` steps have run.
    mutating func nextStep(_ step: inout Int, limit: Int) -> Bool {
        guard !isAtEnd && step < limit else { return false }
        step += 1
        return true
    }

    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A value in `range`, from one or two bytes.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound
        let raw = span < 256 ? Int(byte()) : Int(byte()) << 8 | Int(byte())
        return range.lowerBound + raw % (span + 1)
    }

    /// An offset for a text of `length` units: usually valid, sometimes just out of bounds,
    /// negative, `NSNotFound` or `Int.min`.
    public mutating func offset(in length: Int) -> Int {
        switch byte() % 16 {
        case 0: return length + int(in: 1...3)
        case 1: return -int(in: 1...3)
        case 2: return Int.max
        case 3: return Int.min
        default: return int(in: 0...Swift.max(length, 0))
        }
    }

    /// A UTF-16 unit biased towards the ones every counting rule depends on: ASCII, CR and LF,
    /// the other terminators, 2- and 3-byte UTF-8, and both surrogate halves.
    public mutating func unit() -> UInt16 {
        let interesting: [UInt16] = [0x61, 0x20, 0x0D, 0x0A, 0x85, 0x2028, 0x2029, 0xE9, 0x4E2D, 0xD83D, 0xDE00, 0xDC00, 0x301, 0x200D, 0x1F1, 0xFE0F]
        let pick = byte()
        if pick < 200 { return interesting[Int(pick) % interesting.count] }
        return UInt16(byte()) << 8 | UInt16(byte())
    }

    /// A replacement for a text of `count` units, valid by construction: a range from a start in
    /// `0...count`, up to `maxRemoval` units long (cut at the end), and up to four pieces, each
    /// read by `piece`.
    mutating func replacement(
        in count: Int, maxRemoval: Int, piece: (inout FuzzInput) -> [UInt16]
    ) -> (range: Range<Int>, insertion: [UInt16]) {
        let start = int(in: 0...count)
        let range = start..<Swift.min(count, start + int(in: 0...maxRemoval))
        var insertion: [UInt16] = []
        for _ in 0..<int(in: 0...4) { insertion += piece(&self) }
        return (range, insertion)
    }

    /// Up to `limit` units (rarely more than 16).
    public mutating func units(limit: Int = 300) -> [UInt16] {
        let count = byte() < 240 ? int(in: 0...16) : int(in: 0...limit)
        return (0..<count).map { _ in unit() }
    }
}

/// A divergence from the reference, or a broken invariant, found by a fuzz target.
public struct FuzzFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
