import XCTest

/// Golden transcripts, one script per area (Fixtures/repl/*.txt against *.expected).
final class TranscriptTests: XCTestCase {
    func testFieldTranscript_matchesExpected() throws { try Transcripts.assertScript("field") }
    func testViewTranscript_matchesExpected() throws { try Transcripts.assertScript("view") }
    func testSearchBarTranscript_matchesExpected() throws { try Transcripts.assertScript("search") }
    func testPoliciesTranscript_matchesExpected() throws { try Transcripts.assertScript("policies") }
    func testUndoTranscript_matchesExpected() throws { try Transcripts.assertScript("undo") }
    func testMarkedTextTranscript_matchesExpected() throws { try Transcripts.assertScript("ime") }
    func testErrorsTranscript_matchesExpected() throws { try Transcripts.assertScript("errors") }
    func testDemoTranscript_matchesExpected() throws { try Transcripts.assertScript("demo") }
    func testDocumentTranscript_matchesExpected() throws { try Transcripts.assertScript("document") }
    func testDocumentFieldTranscript_matchesExpected() throws { try Transcripts.assertScript("document-field") }

    func testBuiltinDemo_matchesExpected() throws {
        let result = try ReplProcess.run(["--builtin-demo", "--check-invariants"])
        XCTAssertEqual(result.status, 0)
        try Transcripts.assertOutput(result.output, matches: "builtin-demo")
    }

    /// Every script in the directory has an expectation and a test above.
    func testEveryScript_hasExpectationAndTest() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Transcripts.directory.path)
        let scripts = names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
        XCTAssertEqual(
            scripts, ["demo", "document", "document-field", "errors", "field", "files", "ime", "policies", "search", "undo", "view"])
        for script in scripts {
            XCTAssertTrue(names.contains(script + ".expected"), "\(script).expected is missing")
        }
        XCTAssertTrue(names.contains("builtin-demo.expected"))
    }
}
