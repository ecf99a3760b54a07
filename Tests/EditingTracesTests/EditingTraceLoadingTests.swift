import EditingTraces
import Foundation
import TextRope
import XCTest

/// Parsing and scalar-to-UTF-16 conversion of traces, and the errors for bad ones.
final class EditingTraceLoadingTests: XCTestCase {
    func testLoad_scalarPositions_becomeUTF16Offsets() throws {
        // "a😀b": the emoji is one scalar but two UTF-16 units.
        let json = #"{"startContent": "a😀b", "endContent": "éa😀X", "txns": [{"patches": [[3, 0, "X"], [2, 1, ""]]}, {"patches": [[0, 0, "é"], [2, 0, "🚀"], [2, 1, ""]]}]}"#
        let trace = try EditingTrace(name: "emoji", json: Array(json.utf8))
        XCTAssertEqual(trace.name, "emoji")
        XCTAssertEqual(trace.startContent, Array("a😀b".utf16))
        XCTAssertEqual(trace.edits, [
            UTF16Edit(location: 4, length: 0, replacement: Array("X".utf16)),
            UTF16Edit(location: 3, length: 1, replacement: []),
            UTF16Edit(location: 0, length: 0, replacement: Array("é".utf16)),
            UTF16Edit(location: 2, length: 0, replacement: Array("🚀".utf16)),
            UTF16Edit(location: 2, length: 2, replacement: []),
        ])
        XCTAssertEqual(try trace.replay(on: [UInt16].self), .matches)
        XCTAssertEqual(try trace.replay(on: TextRope.self), .matches)
    }

    func testReplay_wrongEndContent_reportsFirstDifference() throws {
        let json = #"{"startContent": "abc", "endContent": "abXc", "txns": [{"patches": [[2, 0, "Y"]]}]}"#
        let trace = try EditingTrace(name: "wrong", json: Array(json.utf8))
        let check = try trace.replay(on: TextRope.self)
        XCTAssertEqual(check, .differs(firstDifference: 2, expectedCount: 4, actualCount: 4))
        XCTAssertEqual(check.description, "differs at UTF-16 offset 2 (expected 4 units, got 4)")
    }

    func testLoad_patchPastTheEnd_throwsNamingThePatch() {
        let json = #"{"startContent": "", "endContent": "", "txns": [{"patches": [[0, 0, "abc"]]}, {"patches": [[1, 0, "x"], [2, 3, ""]]}]}"#
        assertThrows(json, "t: txns[1].patches[1]: patch [2, 3] is out of bounds for 4 scalars")
    }

    func testLoad_negativePosition_throwsNamingThePatch() {
        let json = #"{"startContent": "ab", "endContent": "", "txns": [{"patches": [[-1, 0, "x"]]}]}"#
        assertThrows(json, "t: txns[0].patches[0]: patch [-1, 0] is out of bounds for 2 scalars")
    }

    func testLoad_malformedPatch_throwsNamingThePatch() {
        let json = #"{"startContent": "", "endContent": "", "txns": [{"patches": [[0, "1", "x"]]}]}"#
        assertThrows(json, #"t: txns[0].patches[0]: expected [position, deleteCount, "text"]"#)
        let short = #"{"startContent": "", "endContent": "", "txns": [{"patches": []}, {"patches": [[0, 0]]}]}"#
        assertThrows(short, #"t: txns[1].patches[0]: expected [position, deleteCount, "text"]"#)
        let fractional = #"{"startContent": "", "endContent": "", "txns": [{"patches": [[0.5, 0, "x"]]}]}"#
        assertThrows(fractional, #"t: txns[0].patches[0]: expected [position, deleteCount, "text"]"#)
    }

    func testLoad_missingFields_throwNamingTheField() {
        assertThrows(#"{"endContent": "", "txns": []}"#, "t: startContent: expected a string")
        assertThrows(#"{"startContent": "", "endContent": "", "txns": {}}"#, "t: txns: expected an array")
        assertThrows(#"{"startContent": "", "endContent": "", "txns": [[]]}"#, #"t: txns[0]: expected an object with a "patches" array"#)
        assertThrows("[1, 2]", "t: document: expected a JSON object")
        assertThrows("{", "t: document: expected valid JSON")
    }

    func testLoad_uncompressedFile_isRejected() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(getpid()).json.gz").path
        try Data(#"{"startContent": "", "endContent": "", "txns": []}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try EditingTrace(contentsOfFile: path)) { error in
            XCTAssertEqual(error as? TraceError, .notGzip(trace: path, reason: "no gzip header"))
        }
    }

    func testLoad_missingFile_isUnreadable() {
        let path = "\(FixturePaths.traces)/no-such-trace.json.gz"
        XCTAssertThrowsError(try EditingTrace(contentsOfFile: path)) { error in
            XCTAssertEqual("\(error)", "\(path): cannot read: No such file or directory")
        }
    }

    func testFiles_missingDirectory_isUnreadable() {
        XCTAssertThrowsError(try EditingTrace.files(in: "/no/such/dir")) { error in
            XCTAssertEqual("\(error)", "/no/such/dir: cannot read: cannot list the directory")
        }
    }

    private func assertThrows(_ json: String, _ message: String, line: UInt = #line) {
        XCTAssertThrowsError(try EditingTrace(name: "t", json: Array(json.utf8)), line: line) { error in
            XCTAssertEqual("\(error)", message, line: line)
        }
    }
}
