/// XXH64 with seed 0, written from the algorithm's description a byte at a time: the reference
/// the file snapshots' hashes are checked against by tests and fuzzers.
public enum ReferenceXXH64 {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    // The little-endian value of `count` bytes from `at`.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ count: Int) -> UInt64 {
        var value: UInt64 = 0
        var k = count
        while k > 0 {
            k -= 1
            value = value << 8 | UInt64(bytes[at + k])
        }
        return value
    }

    private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    /// The hash of `bytes`. O(n).
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer(hash)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var i = 0
        var h: UInt64
        if bytes.count >= 32 {
            var (v0, v1, v2, v3) = (p1 &+ p2, p2, UInt64(0), 0 &- p1)
            while i + 32 <= bytes.count {
                v0 = round(v0, word(bytes, i, 8))
                v1 = round(v1, word(bytes, i + 8, 8))
                v2 = round(v2, word(bytes, i + 16, 8))
                v3 = round(v3, word(bytes, i + 24, 8))
                i += 32
            }
            h = rotl(v0, 1) &+ rotl(v1, 7) &+ rotl(v2, 12) &+ rotl(v3, 18)
            for lane in [v0, v1, v2, v3] { h = (h ^ round(0, lane)) &* p1 &+ p4 }
        } else {
            h = p5
        }
        h = h &+ UInt64(bytes.count)
        while i + 8 <= bytes.count {
            h = rotl(h ^ round(0, word(bytes, i, 8)), 27) &* p1 &+ p4
            i += 8
        }
        if i + 4 <= bytes.count {
            h = rotl(h ^ (word(bytes, i, 4) &* p1), 23) &* p2 &+ p3
            i += 4
        }
        while i < bytes.count {
            h = rotl(h ^ (UInt64(bytes[i]) &* p5), 11) &* p1
            i += 1
        }
        h ^= h >> 33
        h = h &* p2
        h ^= h >> 29
        h = h &* p3
        h ^= h >> 32
        return h
    }
}
