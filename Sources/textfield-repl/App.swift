import Foundation
import TextControls

/// `textfield-repl`: reads the options and runs the chosen input. Exit status: 0, or 1 when the
/// script cannot be read or the mode cannot run (`--demo` without ViewBridge, `--live` without a
/// terminal), 2 for a bad command line.
enum App {
    static func run(arguments: [String]) -> Int32 {
        let options: ReplOptions
        do {
            options = try ReplOptions(arguments: arguments)
        } catch {
            Console.writeError("textfield-repl: \(error)\n\(ReplOptions.usage)\n")
            return 2
        }
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
            return runScript(LineReader(bytes: Array(BuiltinDemo.script.utf8)), prompt: nil, options: options)
        case .script(let path?) where path != "-":
            guard let data = FileManager.default.contents(atPath: path) else {
                Console.writeError("textfield-repl: cannot read script \(Quoting.quoted(path))\n")
                return 1
            }
            return runScript(LineReader(bytes: Array(data)), prompt: nil, options: options)
        case .script:
            let prompt = isatty(STDIN_FILENO) == 1 ? "> " : nil
            return runScript(LineReader(fileDescriptor: STDIN_FILENO), prompt: prompt, options: options)
        }
    }

    private static func runScript(_ reader: LineReader, prompt: String?, options: ReplOptions) -> Int32 {
        let output = StandardOutputSink()
        let transcript = Transcript(sink: output)
        let session: ReplSession
        do throws(ReplError) {
            session = try makeSession(options, transcript: transcript)
        } catch {
            transcript.error(error)
            output.flush()
            return 1
        }
        session.checksInvariants = options.checksInvariants
        ScriptRunner.run(session, reader: reader, echo: options.echo, prompt: prompt, output: output)
        return 0
    }

    private static func makeSession(_ options: ReplOptions, transcript: Transcript) throws(ReplError) -> ReplSession {
        let pasteboard = Pasteboard()
        switch options.mode {
        case .field: return ReplSession(control: FieldControl(transcript: transcript, pasteboard: pasteboard), transcript: transcript)
        case .view: return ReplSession(control: ViewControl(transcript: transcript, pasteboard: pasteboard), transcript: transcript)
        case .search: return ReplSession(control: SearchControl(transcript: transcript, pasteboard: pasteboard), transcript: transcript)
        case .demo: return try DemoMode.makeSession(transcript: transcript, seed: options.seed)
        }
    }
}
