import Foundation
import XCTest

/// The command line, input sources, exit statuses and the output switches.
final class CommandLineTests: XCTestCase {
    private func run(_ arguments: [String], _ input: String) throws -> ReplProcess.Result {
        try ReplProcess.run(["--check-invariants"] + arguments, input: Data(input.utf8))
    }

    func testStandardInput_isReadAsScriptWhenNotTerminal() throws {
        let script = Transcripts.directory.appendingPathComponent("field.txt")
        let fromFile = try ReplProcess.run(["--field", "--script", script.path])
        let fromPipe = try ReplProcess.run(["--field"], input: Data(contentsOf: script))
        let fromDash = try ReplProcess.run(["--field", "--script", "-"], input: Data(contentsOf: script))
        XCTAssertEqual(fromPipe.status, 0)
        XCTAssertFalse(fromFile.output.isEmpty)
        XCTAssertEqual(fromPipe.outputText, fromFile.outputText)
        XCTAssertEqual(fromDash.outputText, fromFile.outputText)
    }

    func testUnreadableScript_exitsWithStatus1() throws {
        let result = try run(["--script", "/nonexistent/script.txt"], "")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.outputText, "")
        XCTAssertEqual(result.errorText, "textfield-repl: cannot read script \"/nonexistent/script.txt\"\n")
    }

    func testBadOptions_exitWithStatus2AndUsage() throws {
        for (arguments, message) in [
            (["--fields"], "unknown option --fields"),
            (["--view", "--search"], "--view and --search exclude each other"),
            (["--script"], "--script needs a FILE"),
            (["--seed", "x"], "--seed needs a number from 0 to 18446744073709551615"),
            (["--live", "--view"], "--live edits a text field: it does not combine with --view"),
            (["--live", "--script", "x"], "--live and --script exclude each other"),
            (["--builtin-demo", "--demo"], "--builtin-demo walks through --field and --demo itself: it does not combine with --demo"),
        ] {
            let result = try run(arguments, "show\n")
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.outputText, "", "\(arguments)")
            XCTAssertTrue(result.errorText.hasPrefix("textfield-repl: \(message)\nusage: textfield-repl "), result.errorText)
        }
    }

    func testHelpOption_printsUsage() throws {
        let result = try run(["--help"], "")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.outputText.hasPrefix("usage: textfield-repl [--field | --view | --search | --demo]"))
    }

    func testDemoSeed_fixesTheRandomNames_eachDifferentFromTheLast() throws {
        let presses = String(repeating: "press \"Random Name\"\n", count: 6)
        func names(_ seed: [String]) throws -> String {
            let result = try run(["--demo"] + seed, presses)
            XCTAssertEqual(result.status, 0, "\(seed)")
            XCTAssertEqual(result.errorText, "", "\(seed)")
            return result.outputText
        }
        let byDefault = try names([])
        XCTAssertEqual(byDefault, "name:Hanna\nname:Anna\nname:José\nname:Björn\nname:Johanna\nname:Anna\n")
        XCTAssertEqual(try names(["--seed", "0"]), byDefault)
        XCTAssertEqual(
            try names(["--seed", "7"]), "name:Zoë\nname:José\nname:Hanna\nname:Björn\nname:José\nname:Anna\n")
    }

    func testDemoColors_cycleThroughThePalette() throws {
        let result = try run(["--demo"], String(repeating: "press \"Change Color\"\n", count: 5))
        XCTAssertEqual(result.outputText, "color:red\ncolor:green\ncolor:blue\ncolor:purple\ncolor:black\n")
    }

    func testLive_withoutTerminal_exits1() throws {
        let result = try run(["--live"], "abc\r")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.outputText, "")
        XCTAssertEqual(result.errorText, "textfield-repl: --live needs a terminal on standard input\n")
    }

    func testInvalidUTF8Line_printsOneErrorAndGoesOn() throws {
        var input = Data("events off\nfocus\n".utf8)
        input += Data([0x74, 0x79, 0x70, 0x65, 0x20, 0x22, 0xFF, 0x22, 0x0A])  // type "\xFF"
        input += Data("type \"a\"\nshow\n".utf8)
        let result = try ReplProcess.run([], input: input)
        XCTAssertEqual(
            result.outputText,
            "error: line is not valid UTF-8\n"
                + "text \"a\" selection {1,0} marked none editing yes clear-button hidden utf16 1 scalars 1 graphemes 1\n")
    }

    func testCRLFLineEndings_andMissingFinalNewline_areAccepted() throws {
        let result = try run([], "focus\r\nevents off\r\ntype \"x\"\r\nshow")
        XCTAssertEqual(
            result.outputText,
            "delegate shouldBeginEditing -> true\ndelegate didBeginEditing\nevent editingDidBegin\n"
                + "text \"x\" selection {1,0} marked none editing yes clear-button hidden utf16 1 scalars 1 graphemes 1\n")
    }

    func testQuit_stopsReading() throws {
        let result = try run([], "show\nquit\nshow\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.outputText.split(separator: "\n").count, 1)
    }

    func testEventsOff_silencesDelegateAndEventLines_editsOnPrintsEdits() throws {
        let result = try run([], "events off\nedits on\nfocus\ntype \"ab\"\nbackspace\nevents on\nblur\n")
        XCTAssertEqual(
            result.outputText,
            "edit typing {0,0} \"a\"\nedit typing {1,0} \"b\"\nedit deleteBackward {1,1} \"\"\n"
                + "delegate shouldEndEditing -> true\ndelegate didEndEditing committed\nevent editingDidEnd\n")
    }

    func testEcho_printsCommandsAndComments() throws {
        let result = try run(["--echo"], "# a comment\n\nevents off\n  focus  \n")
        XCTAssertEqual(result.outputText, "# a comment\n\n> events off\n>   focus  \n")
    }

    func testHelp_listsEveryCommandOnOneLineEach() throws {
        let result = try run([], "help\n")
        let lines = result.outputText.split(separator: "\n").map(String.init)
        let commands = lines.dropFirst().map { $0.dropFirst(2).prefix { $0 != " " } }
        XCTAssertEqual(
            commands.joined(separator: " "),
            "focus blur type insert paste cut copy backspace delete delete-word select select-all move edit mark unmark "
                + "clear return cancel undo redo set-text set-selection replace set policy show events edits help quit "
                + "changes remote anchor anchors group find replace-all open save line-endings press")
        XCTAssertTrue(lines[0].hasPrefix("commands "))
    }
}
