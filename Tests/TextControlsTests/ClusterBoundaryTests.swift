import Foundation
import TextControls
import XCTest

/// Word and sentence boundaries that fall inside a grapheme cluster: U+0600 ARABIC NUMBER SIGN
/// (Prepend) begins a cluster with what follows, but belongs to what precedes in a word or a
/// sentence (UAX #29 WB4, SB5). Found by the `field` fuzzer, where caret moves and ⌥⌫ split
/// such clusters.
final class ClusterBoundaryTests: XCTestCase {
    private func editingView(_ text: String) -> TextView {
        let view = TextView(text: text)
        view.becomeFirstResponder()
        return view
    }

    func testWordLeft_fromAfterAPrependedNumber_stopsBeforeItsCluster() {
        // " \u{600}1": ICU's word "1" starts at 2, inside the cluster {1,2}.
        let view = editingView(" \u{600}1")
        view.moveCaret(.word, by: -1)
        XCTAssertEqual(view.selectedRange, range(1, 0))
        view.checkInvariants()
    }

    func testWordRight_ontoAPrependedMark_stopsAfterItsCluster() {
        // "a\u{600} b": the word "a\u{600}" ends at 2, inside the cluster "\u{600} " {1,2}.
        let view = editingView("a\u{600} b")
        view.selectedRange = range(0, 0)
        view.moveCaret(.word, by: 1)
        XCTAssertEqual(view.selectedRange, range(3, 0))
        view.checkInvariants()
    }

    func testDeleteWordBackward_deletesTheWholeCluster() {
        let recorder = Recorder()
        let view = editingView(" \u{600}1")
        recorder.attach(view)
        view.deleteWordBackward()
        XCTAssertEqual(recorder.take().first, "shouldChangeText {1,2} \"\" -> true")
        XCTAssertEqual(view.text, " ")
        view.checkInvariants()
    }

    func testSentenceMoves_stopOnClusterBoundaries() {
        // "A. \u{600}B": the second sentence starts at 4, inside the cluster "\u{600}B" {3,2}.
        let view = editingView("A. \u{600}B")
        view.moveCaret(.sentence, by: -1)
        XCTAssertEqual(view.selectedRange, range(3, 0))
        view.checkInvariants()
        view.selectedRange = range(0, 0)
        view.moveCaret(.sentence, by: 1)
        XCTAssertEqual(view.selectedRange, range(5, 0))
        view.checkInvariants()
    }
}
