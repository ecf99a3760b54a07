import ConsoleSupport
@testable import EditorCore
import TextRope
import XCTest

/// What plain screens cannot show: the style of each cell. Find highlights every match in view
/// (the current one as the selection), selections cover whole clusters, and controls are marked.
final class HighlightTests: XCTestCase {
    private func editor(_ text: String, columns: Int = 20, rows: Int = 6) -> Editor {
        let rope = TextRope(text)
        let file = OpenedFile(path: "t.txt", text: rope)
        return Editor(file: file, path: nil, columns: columns, rows: rows)
    }

    // One letter per cell: . text, s selected, m match, c control notation, g gutter, S status,
    // M message.
    private func styles(_ editor: Editor) -> [String] {
        var screen = Screen(columns: editor.columns, rows: editor.rows)
        editor.draw(into: &screen)
        let letters: [Screen.Style: Character] = [.text: ".", .selected: "s", .match: "m", .special: "c", .gutter: "g", .status: "S", .message: "M"]
        return (0..<screen.rows).map { row in String((0..<screen.columns).map { letters[screen[row, $0].style] ?? "?" }) }
    }

    func testFind_highlightsEveryMatchInView() {
        let editor = editor("ab xab\nab\u{1}ab\nzz\nab")
        editor.handle(.key(.character("f", .control)))
        editor.handle(.key(.text("ab")))
        XCTAssertEqual(styles(editor).prefix(4), [
            "g.ss..mm............",
            "g.mmccmm............",
            "g...................",
            "g.mm................",
        ])
        editor.handle(.key(.named(.enter, [])))
        XCTAssertEqual(styles(editor)[0], "g.mm..ss............")
        editor.handle(.key(.named(.escape, [])))
        XCTAssertEqual(styles(editor)[0], "g.....ss............", "matches no longer highlighted once find closes")
    }

    func testFind_matchesOnlyOnClusterBoundaries() {
        // The "e" of "e" + U+0301 is no match of "e": a selection never splits a cluster.
        let editor = editor("e\u{301} e")
        editor.handle(.key(.character("f", .control)))
        editor.handle(.key(.text("e")))
        XCTAssertEqual(styles(editor)[0], "g...s...............")
    }

    func testSelection_coversWholeClustersAndLineBreaks() {
        let editor = editor("漢字\u{1}x\nnext")
        for _ in 0..<4 { editor.handle(.key(.named(.right, .shift))) }
        XCTAssertEqual(Array(styles(editor).prefix(2)), ["g.sssssss...........", "g..................."])
        editor.handle(.key(.named(.right, .shift)))
        XCTAssertEqual(styles(editor)[0], "g.ssssssss..........", "the selected line break shows as one cell")
        editor.handle(.key(.named(.left, [])))
        XCTAssertEqual(styles(editor)[0], "g.....cc............", "Left collapses the selection to its start")
    }
}
