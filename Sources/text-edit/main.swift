import ConsoleSupport
import EditorCore
import Foundation

/// Opens the file and runs the chosen mode. Exit status: 0; 1 when the file cannot be opened,
/// the key file cannot be read or there is no terminal; 2 for a bad command line.
func runTextEdit(_ arguments: [String]) -> Int32 {
    guard let options = Console.options(of: "text-edit", usage: EditOptions.usage, { try EditOptions(arguments: arguments) })
    else { return 2 }
    switch options.mode {
    case .help:
        print(EditOptions.usage)
        return 0
    case .bench(let megabytes):
        return EditorBench.run(megabytes: megabytes)
    case .headless, .terminal:
        break
    }
    let storage = TextFileStorage()
    var file: OpenedFile?
    var message: String?
    if let path = options.path {
        do {
            file = try storage.open(path, lossy: options.lossy)
        } catch .notFound {
            message = "New file: \(path)"
        } catch .invalidUTF8(let offset) {
            Console.writeError("text-edit: \(path): invalid UTF-8 at byte offset \(offset); --lossy opens it read-only\n")
            return 1
        } catch {
            Console.writeError("text-edit: \(path): \(error)\n")
            return 1
        }
    }
    switch options.mode {
    case .headless(let columns, let rows, let keys):
        guard let data = FileManager.default.contents(atPath: keys) else {
            Console.writeError("text-edit: cannot read key file \(keys)\n")
            return 1
        }
        let editor = Editor(file: file, path: options.path, columns: columns, rows: rows, storage: storage)
        editor.show(message)
        var output: [UInt8] = []
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        HeadlessRunner.run(editor, lines: lines, checksInvariants: options.checksInvariants) { line in
            output += line.utf8
            output.append(0x0A)
        }
        Console.write(output, to: STDOUT_FILENO)
        return 0
    default:
        guard let terminal = Terminal() else {
            Console.writeError("text-edit: needs a terminal (use --size and --keys to run headless)\n")
            return 1
        }
        let size = terminal.size
        let editor = Editor(file: file, path: options.path, columns: size.columns, rows: size.rows, storage: storage)
        editor.show(message)
        return TerminalRunner.run(editor, on: terminal, checksInvariants: options.checksInvariants)
    }
}

exit(runTextEdit(Array(CommandLine.arguments.dropFirst())))
