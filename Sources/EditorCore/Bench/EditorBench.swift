import ConsoleSupport
import Foundation
import SeededRandom
import TextRope

/// `text-edit --bench`: opening a large file to its first screen against loading it into a rope,
/// and keystroke-to-frame times (80 × 24, soft wrap on) in a 1 KB and a large file. A frame is
/// the key through the text view, the layout, drawing the screen and the bytes for the terminal.
/// Build with `-c release` for meaningful figures; no threshold is checked.
package enum EditorBench {
    static let keystrokes = 2000
    static let runs = 5
    // Rounds of keystrokes per scenario and file: the round with the lowest median is reported,
    // the one least disturbed by other processes.
    static let rounds = 5

    package static func run(megabytes: Int) -> Int32 {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("text-edit-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let small = directory.appendingPathComponent("small.txt").path
        let large = directory.appendingPathComponent("large.txt").path
        guard write(sampleText(bytes: 1024), to: small), write(sampleText(bytes: megabytes << 20), to: large) else {
            Console.writeError("text-edit --bench: cannot write its sample files in \(directory.path)\n")
            return 1
        }
        print("text-edit --bench: \(megabytes) MB and 1 KB files of lines of words (some CJK and emoji)")
        print("opening: thread CPU time (user and system) in milliseconds, best and median of \(runs) runs")
        let load = (0..<runs).map { _ in threadCPUTime { _ = try? TextRope(contentsOfFile: large) } }
        let open = (0..<runs).map { _ in threadCPUTime { _ = firstScreen(large) } }
        print("load into a rope            \(milliseconds(load.min() ?? 0))  \(milliseconds(median(load)))")
        print("open to the first screen    \(milliseconds(open.min() ?? 0))  \(milliseconds(median(open)))   (\(ratio(open.min() ?? 0, load.min() ?? 0)) x the load, best runs)")
        if let file = try? TextFileStorage().open(large, lossy: false) {
            var editor: Editor?
            let create = threadCPUTime { editor = Editor(file: file, path: large, columns: 80, rows: 24) }
            var screen = Screen(columns: 80, rows: 24)
            let draw = threadCPUTime { editor?.draw(into: &screen) }
            print("  of which: the editor and its text view \(milliseconds(create)) ms, the first frame \(milliseconds(draw)) ms")
        }
        print("keystroke to frame, 80x24, soft wrap on: thread CPU time in microseconds (best of \(rounds) rounds of \(keystrokes))")
        print(pad("scenario", 34) + pad("1 KB median", 13) + pad("p99", 9) + pad("\(megabytes) MB median", 14) + pad("p99", 9) + "ratio")
        for scenario in Scenario.all {
            let times = keyTimes([small, large], scenario)
            let (smallTimes, largeTimes) = (times[0], times[1])
            let (a, b) = (percentile(smallTimes, 0.5), percentile(largeTimes, 0.5))
            print(
                pad(scenario.name, 34) + pad(microseconds(a), 13) + pad(microseconds(percentile(smallTimes, 0.99)), 9)
                    + pad(microseconds(b), 14) + pad(microseconds(percentile(largeTimes, 0.99)), 9) + ratio(b, a))
        }
        return 0
    }

    private struct Scenario {
        /// Where the caret starts: the middle line (by Ctrl-G) or the end of the text.
        enum Start { case middle, end }

        let name: String
        let start: Start
        let key: (Int) -> EditorEvent

        static var all: [Scenario] { [
            Scenario(name: "type in the middle", start: .middle) { typing($0) },
            Scenario(name: "type at the end", start: .end) { typing($0) },
            Scenario(name: "down and up arrows, middle", start: .middle) { .key(.named($0 % 2 == 0 ? .down : .up, [])) },
            Scenario(name: "right arrow in the middle", start: .middle) { _ in .key(.named(.right, [])) },
            Scenario(name: "backspace and retype, middle", start: .middle) {
                $0 % 2 == 0 ? .key(.named(.backspace, [])) : .key(.text("e"))
            },
        ] }

        // A letter, and Enter after every 60, so that the typed lines stay short.
        static func typing(_ index: Int) -> EditorEvent {
            index % 61 == 60 ? .key(.named(.enter, [])) : .key(.text("a"))
        }

        func setup(lineCount: Int) -> [EditorEvent] {
            switch start {
            case .end: return [.key(.named(.end, .control))]
            case .middle:
                return [.key(.character("g", .control)), .key(.text(String(lineCount / 2))), .key(.named(.enter, []))]
            }
        }
    }

    private static func firstScreen(_ path: String) -> Screen? {
        guard let file = try? TextFileStorage().open(path, lossy: false) else { return nil }
        let editor = Editor(file: file, path: path, columns: 80, rows: 24)
        var screen = Screen(columns: 80, rows: 24)
        editor.draw(into: &screen)
        var renderer = TerminalRenderer()
        _ = renderer.frame(screen)
        return screen
    }

    // The CPU time of each keystroke's frame in each file, in nanoseconds, in the round with the
    // lowest median. The files take turns round by round, so that both see the same drift of a
    // shared machine's speed.
    private static func keyTimes(_ paths: [String], _ scenario: Scenario) -> [[Int64]] {
        var sessions: [(editor: Editor, screen: Screen, renderer: TerminalRenderer)] = []
        for path in paths {
            guard let file = try? TextFileStorage().open(path, lossy: false) else { return paths.map { _ in [] } }
            let editor = Editor(file: file, path: path, columns: 80, rows: 24)
            scenario.setup(lineCount: file.text.lineCount).forEach(editor.handle)
            var screen = Screen(columns: 80, rows: 24)
            var renderer = TerminalRenderer()
            editor.draw(into: &screen)
            _ = renderer.frame(screen)
            sessions.append((editor, screen, renderer))
        }
        var best: [[Int64]] = paths.map { _ in [] }
        var bytes = 0
        for _ in 0..<rounds {
            for index in sessions.indices {
                var times: [Int64] = []
                times.reserveCapacity(keystrokes)
                for keystroke in 0..<keystrokes {
                    let key = scenario.key(keystroke)
                    times.append(threadCPUTime {
                        sessions[index].editor.handle(key)
                        sessions[index].editor.draw(into: &sessions[index].screen)
                        bytes += sessions[index].renderer.frame(sessions[index].screen).count
                    })
                }
                if best[index].isEmpty || median(times) < median(best[index]) { best[index] = times }
            }
        }
        precondition(bytes > 0)
        return best
    }

    // Lines of 20 to 100 columns of words, one line in 16 with CJK and one in 32 with emoji.
    private static func sampleText(bytes: Int) -> String {
        let words = ["the", "editor", "lays", "out", "only", "what", "is", "on", "screen", "rope", "line", "wrap", "glyph", "cell"]
        var random = SplitMix64(seed: 0xED17)
        var text = ""
        text.reserveCapacity(bytes + 128)
        var lineNumber = 0
        while text.utf8.count < bytes {
            let target = 20 + Int(random.next() % 81)
            var line = ""
            while line.utf8.count < target {
                line += words[Int(random.next() % UInt64(words.count))] + " "
            }
            if lineNumber % 16 == 5 { line += "漢字とかな " }
            if lineNumber % 32 == 9 { line += "👨‍👩‍👧 🇫🇷 👍🏽 " }
            text += line + "\n"
            lineNumber += 1
        }
        return text
    }

    private static func write(_ text: String, to path: String) -> Bool {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    private static func median(_ values: [Int64]) -> Int64 { percentile(values, 0.5) }

    private static func percentile(_ values: [Int64], _ fraction: Double) -> Int64 {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    private static func milliseconds(_ nanoseconds: Int64) -> String { String(format: "%.1f", Double(nanoseconds) / 1e6) }
    private static func microseconds(_ nanoseconds: Int64) -> String { String(format: "%.1f", Double(nanoseconds) / 1e3) }
    private static func ratio(_ a: Int64, _ b: Int64) -> String { b > 0 ? String(format: "%.2f", Double(a) / Double(b)) : "-" }
    private static func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(1, width - text.count)) }
}
