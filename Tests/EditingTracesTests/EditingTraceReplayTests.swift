import EditingTraces
import TextRope
import XCTest

/// Real traces replayed through the code path `text-bench` times: `startText`, `PreparedEdits.apply`
/// and `check`, on `TextRope` and on a plain `[UInt16]`.
final class EditingTraceReplayTests: XCTestCase {
    func testReplay_sveltecomponent_matchesEndContent() throws {
        try assertReplays("sveltecomponent", patches: 19_749, endCount: 18_451)
    }

    func testReplay_friendsforeverFlat_matchesEndContent() throws {
        try assertReplays("friendsforever_flat", patches: 26_078, endCount: 21_362)
    }

    func testFiles_listsEveryFixtureTraceSortedByName() throws {
        let names = try EditingTrace.files(in: FixturePaths.traces).map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertEqual(names, [
            "automerge-paper.json.gz", "friendsforever_flat.json.gz", "json-crdt-patch.json.gz",
            "rustcode.json.gz", "seph-blog1.json.gz", "sveltecomponent.json.gz",
        ])
    }

    func testCheck_afterSomeEdits_comparesWithThatPrefixReplayedOnARope() throws {
        let trace = try EditingTrace(contentsOfFile: FixturePaths.trace("sveltecomponent"))
        var text: [UInt16] = trace.startText()
        let applied = 1_000
        for edit in trace.edits.prefix(applied) {
            text.replaceSubrange(edit.location..<(edit.location + edit.length), with: edit.replacement)
        }
        XCTAssertEqual(try trace.check(text, applied: applied), .matches)
        XCTAssertEqual(
            try trace.check(text, applied: applied + 1).description.hasPrefix("differs at UTF-16 offset"), true)
        XCTAssertThrowsError(try trace.check(text, applied: trace.edits.count + 1)) { error in
            XCTAssertEqual("\(error)", "UTF-16 offset 19750 is out of bounds for length 19749")
        }
    }

    func testApply_withAPassedDeadline_stopsAfterTheFirstBatch() throws {
        let trace = try EditingTrace(contentsOfFile: FixturePaths.trace("sveltecomponent"))
        var rope: TextRope = trace.startText()
        let past = ContinuousClock.now - .seconds(1)
        let applied = try trace.preparedEdits(for: TextRope.self).apply(to: &rope, until: past)
        XCTAssertEqual(applied, 1)
        XCTAssertEqual(try trace.check(rope, applied: applied), .matches)
        rope.checkInvariants()
    }

    func testPreparedEdits_ownTheirReplacements_afterTheEditsAreGone() throws {
        let prepared: PreparedEdits<TextRope> = {
            let edits = [
                UTF16Edit(location: 0, length: 0, replacement: Array("héllo ".utf16)),
                UTF16Edit(location: 6, length: 0, replacement: Array("😀 wörld".utf16)),
                UTF16Edit(location: 1, length: 1, replacement: []),
                UTF16Edit(location: 0, length: 0, replacement: [0xD800]),
            ]
            return PreparedEdits(edits)
        }()
        // Memory the edits' arrays used is reused and overwritten before the replay.
        let noise = (0..<64).map { _ in [UInt16](repeating: 0x41, count: 16) }
        var rope = TextRope()
        XCTAssertEqual(try prepared.apply(to: &rope), 4)
        XCTAssertEqual(Array(rope.utf16Contents), [0xD800] + Array("hllo 😀 wörld".utf16))
        XCTAssertEqual(noise.count, 64)
        rope.checkInvariants()
    }

    private func assertReplays(_ name: String, patches: Int, endCount: Int) throws {
        let trace = try EditingTrace(contentsOfFile: FixturePaths.trace(name))
        XCTAssertEqual(trace.name, name)
        XCTAssertEqual(trace.edits.count, patches)
        XCTAssertEqual(trace.endContent.count, endCount)
        XCTAssertEqual(try trace.replay(on: TextRope.self), .matches, "TextRope")
        XCTAssertEqual(try trace.replay(on: [UInt16].self), .matches, "[UInt16]")
    }
}
