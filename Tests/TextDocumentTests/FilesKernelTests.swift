import CTextDocumentSupport
import CTextRopeSupport
import TextTestSupport
import SeededRandom
import XCTest

/// The byte kernels of files on long runs fed in pieces of every size (the vector loops and their
/// ends), against the plain references: the line-ending census, UTF-16 to UTF-8 with conversion,
/// and XXH64.
final class FilesKernelTests: XCTestCase {
    private static let pieces: [[UInt16]] = ["a", "bc", "\r", "\n", "\r\n", "é", "€", "😀", "\u{7FF}", "\u{800}"].map { Array($0.utf16) }
        + [[0xD83D], [0xDE00], [0x0D, 0x0D], [0x0A, 0x0D]]

    func testCensusAndEncoding_overPiecesOfEverySize() {
        var rng = seededRandom(0xC3E5)
        for round in 0..<200 {
            var units: [UInt16] = []
            let plain = round % 3 == 0
            while units.count < Int.random(in: 0...600, using: &rng) {
                units += plain && Int.random(in: 0..<8, using: &rng) != 0 ? [0x61] : Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &rng)]
            }
            let cuts = [0] + (0..<Int.random(in: 0...6, using: &rng)).map { _ in Int.random(in: 0...units.count, using: &rng) }.sorted() + [units.count]
            for ending in [Int32(TEXTROPE_KEEP), Int32(TEXTROPE_LF), Int32(TEXTROPE_CRLF), Int32(TEXTROPE_CR)] {
                var state = textrope_utf8_state()
                var bytes: [UInt8] = []
                for (start, end) in zip(cuts, cuts.dropFirst()) {
                    let piece = Array(units[start..<end])
                    var out = [UInt8](repeating: 0, count: 3 * piece.count + 5)
                    let written = piece.withUnsafeBufferPointer { p in
                        out.withUnsafeMutableBufferPointer { textrope_utf8_encode(p.baseAddress ?? UnsafePointer(bitPattern: 1)!, piece.count, $0.baseAddress!, ending, &state) }
                    }
                    bytes += out[..<written]
                }
                var tail = [UInt8](repeating: 0, count: 5)
                bytes += tail[..<tail.withUnsafeMutableBufferPointer { textrope_utf8_finish($0.baseAddress!, ending, &state) }]
                let converted = ending == TEXTROPE_KEEP ? units
                    : ReferenceUTF8.converting(units, to: ending == TEXTROPE_LF ? [0x0A] : ending == TEXTROPE_CRLF ? [0x0D, 0x0A] : [0x0D])
                XCTAssertEqual(bytes, ReferenceUTF8.encode(converted), "round \(round) ending \(ending) cuts \(cuts)")
            }
            var census = textdoc_line_census()
            var byteCensus = textdoc_line_census()
            let bytes = ReferenceUTF8.encode(units)
            let byteCuts = [0] + cuts.dropFirst().dropLast().map { Swift.min($0, bytes.count) }.sorted() + [bytes.count]
            for (start, end) in zip(cuts, cuts.dropFirst()) where end > start {
                units[start..<end].withUnsafeBufferPointer { textdoc_census_units(&census, $0.baseAddress!, $0.count) }
            }
            for (start, end) in zip(byteCuts, byteCuts.dropFirst()) where end > start {
                bytes[start..<end].withUnsafeBufferPointer { textdoc_census_bytes(&byteCensus, $0.baseAddress!, $0.count) }
            }
            let lf = units.filter { $0 == 0x0A }.count
            let cr = units.filter { $0 == 0x0D }.count
            let crlf = zip(units, units.dropFirst()).filter { $0 == (0x0D, 0x0A) }.count
            XCTAssertEqual([census.lf, census.cr, census.crlf], [lf, cr, crlf], "round \(round) units")
            XCTAssertEqual([byteCensus.lf, byteCensus.cr, byteCensus.crlf], [lf, cr, crlf], "round \(round) bytes")
        }
    }

    func testHash_sameForEverySplit() {
        var rng = seededRandom(0x4A54)
        for round in 0..<100 {
            let bytes = (0..<Int.random(in: 0...300, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            var state = textdoc_hash64()
            textdoc_hash64_init(&state)
            var start = 0
            while start < bytes.count {
                let end = Swift.min(bytes.count, start + Int.random(in: 1...70, using: &rng))
                bytes[start..<end].withUnsafeBufferPointer { textdoc_hash64_update(&state, $0.baseAddress!, UInt64($0.count)) }
                start = end
            }
            XCTAssertEqual(textdoc_hash64_digest(&state), ReferenceXXH64.hash(bytes), "round \(round), \(bytes.count) bytes")
        }
    }
}
