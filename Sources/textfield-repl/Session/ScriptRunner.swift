import Foundation

/// Feeds lines to a session until the input ends or `quit`.
enum ScriptRunner {
    /// Runs every line of `reader` in `session`. With `echo`, each command line is printed as
    /// `> line` first, and comment and blank lines as they are. A `prompt` is written (without a
    /// newline) before each line is read: the interactive mode.
    static func run(_ session: ReplSession, reader: LineReader, echo: Bool, prompt: String?, output: StandardOutputSink) {
        while !session.isFinished {
            if let prompt { output.prompt(prompt) }
            guard let bytes = reader.nextLine() else { break }
            guard let line = String(validating: bytes, as: UTF8.self) else {
                if echo { session.transcript.plain("> " + String(decoding: bytes, as: UTF8.self)) }
                session.transcript.error(.invalidUTF8)
                continue
            }
            if echo { session.transcript.plain(isCommand(line) ? "> " + line : line) }
            session.run(line: line)
            // Each command's lines go out before the next is read: a reader on the other end of
            // a pipe sees them in time, and a crash keeps them.
            output.flush()
        }
        output.flush()
    }

    private static func isCommand(_ line: String) -> Bool {
        guard let first = line.first(where: { $0 != " " && $0 != "\t" }) else { return false }
        return first != "#"
    }
}
