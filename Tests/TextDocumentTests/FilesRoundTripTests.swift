import TextTestSupport
import TextDocument
import TextRope
import XCTest

/// Reading files into ropes and writing them back: byte order marks, line endings, block
/// boundaries, invalid UTF-8, hashes, against plain references written out in the tests.
final class FilesRoundTripTests: XCTestCase {
    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    private typealias Fixture = (name: String, bytes: [UInt8], style: LineEndingStyle)

    /// Bytes of every shape a file comes in, with the style the test expects.
    private static let fixtures: [Fixture] = [
        ("empty", [], .none),
        ("lf", Array("one\ntwo\nthree\n".utf8), .lf),
        ("crlf", Array("one\r\ntwo\r\nthree\r\n".utf8), .crlf),
        ("cr", Array("one\rtwo\rthree\r".utf8), .cr),
        ("mixed", Array("one\ntwo\r\nthree\rfour".utf8), .mixed),
        ("no final newline", Array("one\ntwo".utf8), .lf),
        ("one line", Array("no break at all".utf8), .none),
        ("four-byte", Array("😀 𝔘𝔫𝔦 \u{10FFFF}\n🇫🇷👩‍💻\n".utf8), .lf),
        ("crlf pair only", Array("\r\n".utf8), .crlf),
        ("lone cr then lf", Array("a\r\rb\n".utf8), .mixed),
    ]

    // Runs `body` for each fixture without and with a byte order mark, written to the scratch
    // directory's "file", with the bytes written, their path and a label naming the case.
    private func forEachWrittenFixture(
        _ body: (ScratchDirectory, _ fixture: Fixture, _ marked: Bool, _ bytes: [UInt8], _ path: String, _ label: String) throws -> Void
    ) throws {
        let scratch = try ScratchDirectory()
        for fixture in Self.fixtures {
            for marked in [false, true] {
                let bytes = (marked ? Self.bom : []) + fixture.bytes
                let path = try scratch.write(bytes, to: "file")
                try body(scratch, fixture, marked, bytes, path, "\(fixture.name), mark \(marked)")
            }
        }
    }

    func testRead_fixtures_decodeDetectAndHash() throws {
        try forEachWrittenFixture { _, fixture, marked, bytes, path, label in
            let contents = try TextFile.read(path)
            XCTAssertEqual(try contents.text.utf16CodeUnits(in: 0..<contents.text.utf16Count), Array(String(decoding: fixture.bytes, as: UTF8.self).utf16), label)
            XCTAssertEqual(contents.hasByteOrderMark, marked, label)
            XCTAssertEqual(contents.lineEndings, fixture.style, label)
            XCTAssertEqual(contents.lineEndings.rawValue, ReferenceUTF8.style(Array(String(decoding: fixture.bytes, as: UTF8.self).utf16)), label)
            XCTAssertEqual(contents.text.lineEndingStyle, fixture.style, label)
            XCTAssertEqual(contents.snapshot.byteCount, bytes.count, label)
            XCTAssertEqual(contents.snapshot.contentHash, ReferenceXXH64.hash(bytes), label)
        }
    }

    func testSave_unedited_isByteIdentical() throws {
        try forEachWrittenFixture { scratch, fixture, _, bytes, path, label in
            let file = try TextFile(contentsOf: path)
            let result = try file.save()
            XCTAssertEqual(try scratch.bytes(of: "file"), bytes, label)
            XCTAssertEqual(result.byteCount, bytes.count, label)
            XCTAssertEqual(result.lineEndings, fixture.style, label)
            XCTAssertEqual(result.snapshot.contentHash, ReferenceXXH64.hash(bytes), label)
            XCTAssertEqual(try scratch.names(), ["file"], "no temporary file left: \(label)")
        }
    }

    func testSave_convertingLineEndings_normalisesEveryBreak() throws {
        let scratch = try ScratchDirectory()
        for fixture in Self.fixtures {
            let units = Array(String(decoding: fixture.bytes, as: UTF8.self).utf16)
            for ending in LineEnding.allCases {
                let path = scratch.file("out")
                let result = try TextFile.write(TextRope(utf16CodeUnits: units), to: path, options: .init(lineEnding: ending))
                let expected = ReferenceUTF8.encode(ReferenceUTF8.converting(units, to: ending.utf16CodeUnits))
                let label = "\(fixture.name) to \(ending)"
                XCTAssertEqual(try scratch.bytes(of: "out"), expected, label)
                XCTAssertEqual(result.lineEndings, fixture.style == .none ? .none : LineEndingStyle(ending), label)
            }
        }
    }

    func testSave_crlfSplitAcrossChunks_convertsOnce() throws {
        // Debug builds keep chunks of a few units: CR LF pairs land on every side of a boundary.
        let scratch = try ScratchDirectory()
        var rope = TextRope()
        var units: [UInt16] = []
        for i in 0..<200 {
            let piece: [UInt16] = i % 3 == 0 ? [0x61, 0x0D] : i % 3 == 1 ? [0x0A, 0x62, 0x0D, 0x0A] : [0x0D]
            try rope.insert(piece, atUTF16: rope.utf16Count)
            units += piece
        }
        for ending in LineEnding.allCases {
            try TextFile.write(rope, to: scratch.file("out"), options: .init(lineEnding: ending))
            XCTAssertEqual(try scratch.bytes(of: "out"), ReferenceUTF8.encode(ReferenceUTF8.converting(units, to: ending.utf16CodeUnits)), "\(ending)")
        }
    }

    func testSave_surrogates_pairsJoinedAcrossChunksLoneOnesReplaced() throws {
        let scratch = try ScratchDirectory()
        var rope = TextRope()
        var units: [UInt16] = []
        let pieces: [[UInt16]] = [[0x61, 0xD83D], [0xDE00, 0x62], [0xD83D], [0x63], [0xDE00], [0xD83D], [0xD83D, 0xDE00]]
        for piece in pieces + pieces.reversed() {
            try rope.insert(piece, atUTF16: rope.utf16Count)
            units += piece
        }
        try TextFile.write(rope, to: scratch.file("out"))
        XCTAssertEqual(try scratch.bytes(of: "out"), ReferenceUTF8.encode(units))
    }

    func testRead_sequencesAcrossBlockBoundaries() throws {
        // Debug builds read files in blocks of 4 KiB: a 2-, 3- and 4-byte sequence, a CR LF and a
        // lone CR each start a few bytes before the end of the first block, then of the second.
        let scratch = try ScratchDirectory()
        for (tail, headLength) in product(["é", "€", "😀", "\r\n", "\r"], [4093, 4094, 4095, 4096, 8191]) {
            let head = [UInt8](repeating: 0x61, count: headLength)
            let bytes = head + Array(tail.utf8) + Array("z\n".utf8)
            let path = try scratch.write(bytes, to: "file")
            let contents = try TextFile.read(path)
            XCTAssertEqual(String(contents.text), String(decoding: bytes, as: UTF8.self), "tail \(tail.debugDescription)")
            XCTAssertEqual(contents.lineEndings.rawValue, ReferenceUTF8.style(Array(String(decoding: bytes, as: UTF8.self).utf16)))
            XCTAssertEqual(contents.snapshot.contentHash, ReferenceXXH64.hash(bytes))
            _ = try TextFile(contentsOf: path).save()
            XCTAssertEqual(try scratch.bytes(of: "file"), bytes)
        }
    }

    func testRead_invalidUTF8_namesTheOffsetAndReturnsNothing() throws {
        let scratch = try ScratchDirectory()
        let cases: [[UInt8]] = [
            [0x61, 0x80], [0xC0, 0x80], [0xC1, 0xBF], [0x61, 0x62, 0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80], [0xFF], [0x61, 0xE2, 0x82], [0xF0, 0x9F, 0x98],
            [0xC3, 0x61], Array("ok\n".utf8) + [0xE2, 0x28, 0xA1],
            // Across the 4 KiB blocks of debug builds.
            [UInt8](repeating: 0x61, count: 4095) + [0xE2, 0x82, 0xAC, 0xE2, 0x82],
            [UInt8](repeating: 0x61, count: 4094) + [0xF0, 0x9F, 0x98, 0x61],
            [UInt8](repeating: 0x61, count: 4096) + [0x80],
        ]
        for bytes in cases {
            for marked in [false, true] {
                let all = (marked ? Self.bom : []) + bytes
                let path = try scratch.write(all, to: "bad")
                let expected = try XCTUnwrap(ReferenceUTF8.firstInvalidOffset(all))
                XCTAssertThrowsError(try TextFile.read(path)) { error in
                    XCTAssertEqual(error as? TextFileError, .invalidUTF8(path: path, byteOffset: expected), "\(bytes.prefix(8))")
                    XCTAssertEqual("\(error)", "\(path): invalid UTF-8 at byte offset \(expected)")
                }
                let lossy = try TextFile.read(path, decoding: .lossy)
                XCTAssertEqual(String(lossy.text), String(decoding: bytes, as: UTF8.self), "lossy \(bytes.prefix(8))")
                XCTAssertEqual(lossy.hasByteOrderMark, marked)
            }
        }
    }

    func testRead_documentKeepsItsTextWhenReadingFails() throws {
        let scratch = try ScratchDirectory()
        let good = try scratch.write(Array("kept".utf8), to: "good")
        let bad = try scratch.write([0x61, 0xFF], to: "bad")
        let file = try TextFile(contentsOf: good)
        XCTAssertThrowsError(try TextFile(contentsOf: bad, document: file.document))
        XCTAssertEqual(String(file.document.text), "kept")
        try scratch.write([0x62, 0xFF], to: "good")
        XCTAssertThrowsError(try file.reload())
        XCTAssertEqual(String(file.document.text), "kept")
        XCTAssertFalse(file.isModified)
    }

    func testRead_largeFile_streamsAndRoundTrips() throws {
        // Many blocks of mixed text: every block boundary falls somewhere else in a line.
        let scratch = try ScratchDirectory()
        var line = Array("Größe 😀 naïve text, \u{4E2D}\u{6587} and some ASCII words to fill the line\r\n".utf8)
        line += Array("a second line ending in LF\n".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 << 20)
        while bytes.count < 2 << 20 { bytes += line }
        let path = try scratch.write(bytes, to: "large")
        let contents = try TextFile.read(path)
        XCTAssertEqual(contents.lineEndings, .mixed)
        XCTAssertEqual(contents.text.utf8Count, bytes.count)
        XCTAssertEqual(contents.snapshot.contentHash, ReferenceXXH64.hash(bytes))
        try TextFile.write(contents.text, to: scratch.file("copy"))
        XCTAssertEqual(try scratch.bytes(of: "copy"), bytes)
    }

    func testHash_knownValues() {
        XCTAssertEqual(ReferenceXXH64.hash([]), 0xEF46_DB37_51D8_E999)
        XCTAssertEqual(ReferenceXXH64.hash(Array("a".utf8)), 0xD24E_C4F1_A98C_6E5B)
        XCTAssertEqual(ReferenceXXH64.hash(Array("abc".utf8)), 0x44BC_2CF5_AD77_0999)
    }

    func testRead_invalidPaths() throws {
        XCTAssertThrowsError(try TextFile.read("")) { XCTAssertEqual($0 as? TextFileError, .invalidPath("")) }
        XCTAssertThrowsError(try TextFile.read("a\u{0}b")) { XCTAssertEqual($0 as? TextFileError, .invalidPath("a\u{0}b")) }
        XCTAssertThrowsError(try TextFile.read("/nonexistent/file")) {
            XCTAssertEqual("\($0)", "cannot open /nonexistent/file: No such file or directory")
        }
        let scratch = try ScratchDirectory()
        XCTAssertThrowsError(try TextFile.read(scratch.path)) {
            XCTAssertEqual($0 as? TextFileError, .notARegularFile(path: scratch.path))
        }
    }

    private func product<A, B>(_ a: [A], _ b: [B]) -> [(A, B)] { a.flatMap { x in b.map { (x, $0) } } }
}
