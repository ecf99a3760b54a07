import ConsoleSupport
import Foundation
import TextControls

/// `--bench`: times the `--live` redraw (viewport layout and the bytes to write, no terminal) on
/// a 10,000-cluster line of mixed ASCII, CJK and emoji, after each kind of keystroke, on an
/// 80-column terminal. The keystroke itself (the model's edit or move) is timed apart. Build
/// with `-c release` for meaningful figures.
///
/// This is a figure to report, not a test: no threshold is checked.
enum LiveBench {
    static let clusterCount = 10_000
    static let keystrokes = 200

    private struct Scenario {
        let name: String
        /// Where the caret starts (a cluster boundary), given the line's UTF-16 length.
        let caret: (Int) -> Int
        let key: (TextField) -> Void
    }

    private static var scenarios: [Scenario] { [
        Scenario(name: "type at the end", caret: { $0 }) { $0.insertText("字") },
        Scenario(name: "type in the middle", caret: { $0 / 2 }) { $0.insertText("a") },
        Scenario(name: "left arrow", caret: { $0 / 2 }) { $0.moveCaret(.character, by: -1) },
        Scenario(name: "right arrow", caret: { $0 / 2 }) { $0.moveCaret(.character, by: 1) },
        Scenario(name: "word left", caret: { $0 / 2 }) { $0.moveCaret(.word, by: -1) },
        Scenario(name: "backspace in the middle", caret: { $0 / 2 }) { $0.deleteBackward() },
        Scenario(name: "home / end", caret: { $0 }) { field in
            field.moveCaret(to: field.selectedRange.location == 0 ? .lineEnd : .lineStart)
        },
    ] }

    static func run() -> Int32 {
        let line = sampleLine()
        let rope = TextRope(line)
        print("textfield-repl --bench: \(rope.graphemeCount) clusters, \(rope.utf16Count) UTF-16 units, 80 columns,")
        print("\(keystrokes) keystrokes per row; thread CPU time in microseconds")
        print(pad("keystroke", 26) + pad("redraw median", 15) + pad("redraw p99", 12) + pad("redraw max", 12) + "key median")
        for scenario in scenarios {
            let (redraws, keys) = measure(scenario, line: line)
            print(
                pad(scenario.name, 26) + pad(format(percentile(redraws, 0.5)), 15) + pad(format(percentile(redraws, 0.99)), 12)
                    + pad(format(redraws.max() ?? 0), 12) + format(percentile(keys, 0.5)))
        }
        return 0
    }

    // Redraw and keystroke times in nanoseconds.
    private static func measure(_ scenario: Scenario, line: String) -> (redraws: [Int64], keys: [Int64]) {
        let field = TextField(text: line)
        var screen = LiveScreen()
        field.addEditObserver { screen.viewport.noteEdit($0) }
        field.becomeFirstResponder()
        field.selectedRange = NSRange(location: scenario.caret(field.textRope.utf16Count), length: 0)
        _ = screen.redraw(field.textRope, caret: field.selectedRange.location, size: (80, 24), notes: [])
        var redraws: [Int64] = []
        var keys: [Int64] = []
        for _ in 0..<keystrokes {
            keys.append(threadCPUTime { scenario.key(field) })
            var output = ""
            redraws.append(
                threadCPUTime { output = screen.redraw(field.textRope, caret: field.selectedRange.location, size: (80, 24), notes: []) })
            precondition(!output.isEmpty)
        }
        return (redraws, keys)
    }

    // 10,000 clusters cycling through ASCII words, CJK, kana, Hangul, emoji with skin tones,
    // ZWJ families, flags and combining accents.
    private static func sampleLine() -> String {
        let pieces = ["hello", " ", "漢字", "かな", " ", "한국어", " ", "👍🏽", "👨‍👩‍👧", " ", "🇫🇷", "e\u{301}", "wörld", " "]
        var line = ""
        var count = 0
        var index = 0
        while count < clusterCount {
            for character in pieces[index % pieces.count] where count < clusterCount {
                line.append(character)
                count += 1
            }
            index += 1
        }
        return line
    }

    private static func percentile(_ values: [Int64], _ fraction: Double) -> Int64 {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    private static func format(_ nanoseconds: Int64) -> String {
        let tenths = (nanoseconds + 50) / 100
        return "\(tenths / 10).\(tenths % 10)"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
