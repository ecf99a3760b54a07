import ConsoleSupport
import EditorCore
import TextRope
import TextTestSupport

/// The `editor` fuzz target: the headless editor on a text of hard pieces (lone surrogates,
/// every terminator, emoji sequences, combining marks, CJK, tabs and controls), driven by random
/// keys (typing, pastes, every movement with Shift, Ctrl and Alt, editing and prompt keys, undo
/// and redo, find and replace, soft wrap on and off) and resizes. After every step the editor's
/// invariants hold (its text view and document, every kept layout equal to a fresh one, the
/// visible rows contiguous, within the width and on cluster boundaries, the caret on the
/// screen), and a drawn screen puts the cursor inside it. Saving never writes a file.
enum EditorFuzzer {
    static let maxSteps = 120

    static func run(_ input: inout FuzzInput, trace: ((String) -> Void)?) throws(FuzzFailure) {
        var units: [UInt16] = []
        for _ in 0..<input.int(in: 0...16) {
            let pick = Int(input.byte())
            units += pick < 24 ? [0x0A] : HardText.pieces[pick % HardText.pieces.count]
        }
        let text = TextRope(utf16CodeUnits: units)
        trace?("text \(units.map { String($0, radix: 16) })")
        let file = OpenedFile(path: "fuzz", text: text)
        let editor = Editor(
            file: file, path: nil, columns: input.int(in: 1...40), rows: input.int(in: 1...10), storage: RefusingStorage())
        var screen = Screen(columns: editor.columns, rows: editor.rows)
        var step = 0
        while !editor.hasQuit && input.nextStep(&step, limit: maxSteps) {
            let event = nextEvent(&input)
            trace?("step \(step): \(event)")
            editor.handle(event)
            editor.checkInvariants()
            if screen.columns != editor.columns || screen.rows != editor.rows {
                screen = Screen(columns: editor.columns, rows: editor.rows)
            }
            editor.draw(into: &screen)
            guard screen.cursor.row >= 0, screen.cursor.row < screen.rows, screen.cursor.column >= 0,
                screen.cursor.column < screen.columns
            else { throw FuzzFailure("step \(step) (\(event)): cursor \(screen.cursor) off a \(screen.columns)x\(screen.rows) screen") }
            trace?(screen.plainLines.joined(separator: "\n"))
        }
    }

    private static let controls: [Character] = ["s", "q", "z", "y", "f", "r", "g", "c", "x", "v", "a", "l", "k"]
    private static let answers = ["y", "n", "a", "3", "é", "字"]

    private static func nextEvent(_ input: inout FuzzInput) -> EditorEvent {
        switch input.byte() % 16 {
        case 0, 1, 2:
            let piece = HardText.strings[Int(input.byte()) % HardText.strings.count]
            return .key(.text(piece))
        case 3:
            return .key(.paste(HardText.strings[Int(input.byte()) % HardText.strings.count] + "\r\n" + "x"))
        case 4:
            return .resize(columns: input.int(in: 1...50), rows: input.int(in: 1...14))
        case 5:
            return .key(.character(controls[Int(input.byte()) % controls.count], .control))
        case 6:
            return .key(.character("z", .alt))
        case 7:
            return .key(.text(answers[Int(input.byte()) % answers.count]))
        default:
            let name = NamedKey.allCases[Int(input.byte()) % NamedKey.allCases.count]
            return .key(.named(name, KeyModifiers(rawValue: Int(input.byte()) % 8)))
        }
    }
}

/// Opens nothing and saves nothing: the fuzzer never touches files.
private struct RefusingStorage: EditorStorage {
    func open(_ path: String, lossy: Bool) throws(FileProblem) -> OpenedFile { throw .notFound }
    func save(_ text: TextRope, to path: String, replacing file: OpenedFile?, overwritingChanges: Bool) throws(FileProblem) -> OpenedFile {
        throw .failed("the fuzzer saves nothing")
    }
}
