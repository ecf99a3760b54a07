import ConsoleSupport
import Foundation
import TextControls
import TranscriptVocabulary

/// `textfield-repl`: reads the options and runs the chosen input. Exit status: 0, or 1 when the
/// script cannot be read or `--live` has no terminal, 2 for a bad command line.
enum App {
    static func run(arguments: [String]) -> Int32 {
        guard let options = Console.options(of: "textfield-repl", usage: ReplOptions.usage, { try ReplOptions(arguments: arguments) })
        else { return 2 }
        if options.showsUsage {
            print(ReplOptions.usage)
            return 0
        }
        switch options.input {
        case .bench:
            return LiveBench.run()
        case .live:
            return LiveEditor.run(events: options.events, checksInvariants: options.checksInvariants)
        case .builtinDemo:
            for section in BuiltinDemo.sections {
                runScript(LineReader(bytes: Array(section.script.utf8)), mode: section.mode, prompt: nil, options: options)
            }
            return 0
        case .script(let path?) where path != "-":
            guard let data = FileManager.default.contents(atPath: path) else {
                Console.writeError("textfield-repl: cannot read script \(Quoting.quoted(path))\n")
                return 1
            }
            runScript(LineReader(bytes: Array(data)), mode: options.mode, prompt: nil, options: options)
            return 0
        case .script:
            let prompt = isatty(STDIN_FILENO) == 1 ? "> " : nil
            runScript(LineReader(fileDescriptor: STDIN_FILENO), mode: options.mode, prompt: prompt, options: options)
            return 0
        }
    }

    private static func runScript(_ reader: LineReader, mode: ReplOptions.Mode, prompt: String?, options: ReplOptions) {
        let output = StandardOutputSink()
        let session = makeSession(mode, seed: options.seed, transcript: Transcript(sink: output))
        session.checksInvariants = options.checksInvariants
        ScriptRunner.run(session, reader: reader, echo: options.echo, prompt: prompt, output: output)
    }

    private static func makeSession(_ mode: ReplOptions.Mode, seed: UInt64, transcript: Transcript) -> ReplSession {
        let pasteboard = Pasteboard()
        switch mode {
        case .field: return ReplSession(control: FieldControl(transcript: transcript, pasteboard: pasteboard), transcript: transcript)
        case .view: return ReplSession(control: ViewControl(transcript: transcript, pasteboard: pasteboard), transcript: transcript)
        case .search: return ReplSession(control: SearchControl(transcript: transcript, pasteboard: pasteboard), transcript: transcript)
        case .demo:
            let demo = DemoControl(transcript: transcript, pasteboard: pasteboard, seed: seed)
            return ReplSession(control: demo, transcript: transcript, demoButtons: demo)
        }
    }
}
