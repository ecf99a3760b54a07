import EditingTraces
import Glibc
import TextDocument
import TextRope

/// Loading and saving the generated `--size` MB documents (ASCII, and mixed with other scripts and
/// emoji) through `TextFile`, each against its baseline in the next row, in MB (10^6 bytes of UTF-8) per second: a load (byte order mark,
/// line endings and the file's hash included) against decoding the file into one `[UInt16]`, and
/// an atomic save (temporary file, flush, rename, directory flush) against writing the same
/// UTF-8 from one flat buffer with the same flushes and rename.
struct FilesWorkload: Workload {
    let name = "files"
    let unit = "MB"
    let unitScale = 1e6
    let implementations: [Implementation] = [.rope]
    static let rows = ["load, TextFile", "load, [UInt16]", "save, TextFile", "save, flat UTF-8"]

    func cases(_ context: BenchContext) throws -> [String] {
        let size = BenchOptions.format(megabytes: context.options.megabytes)
        return try [Document.Kind.ascii, .mixed].flatMap { kind in
            _ = try context.document(kind)
            return Self.rows.map { "\(size) MB \(kind.rawValue) \($0)" }
        }
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let kind: Document.Kind = name.contains(" mixed ") ? .mixed : .ascii
        let file = try context.document(kind)
        let target = "\(context.scratch)/files-save-\(getpid()).txt"
        defer { unlink(target) }
        var series = context.runSeries()
        var check = "ok"
        func timeRuns(_ body: () throws -> Void) throws {
            try context.forEachRun {
                try series.time(operations: file.utf8Count) { _ in
                    try body()
                    return file.utf8Count
                }
            }
        }
        if name.hasSuffix("load, TextFile") {
            try timeRuns {
                let units = try TextFile.read(file.path).text.utf16Count
                if units != file.utf16Count { check = "\(units) units read" }
            }
        } else if name.hasSuffix("load, [UInt16]") {
            try timeRuns {
                let units = try UTF8File.utf16(file.path).count
                if units != file.utf16Count { check = "\(units) units read" }
            }
        } else if name.hasSuffix("save, TextFile") {
            let text = try TextFile.read(file.path).text
            try timeRuns { try TextFile.write(text, to: target) }
            if try UTF8File.bytes(target) != UTF8File.bytes(file.path) { check = "saved bytes differ" }
        } else {
            let bytes = try UTF8File.bytes(file.path)
            try timeRuns { try FlatSave.write(bytes, to: target) }
        }
        return series.result(check: check)
    }
}

/// The baseline of an atomic save: one flat buffer written to a temporary file beside the target,
/// flushed, renamed over it, and the directory flushed.
enum FlatSave {
    static func write(_ bytes: [UInt8], to path: String) throws(BenchError) {
        let temporary = path + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io(path: temporary, reason: String(cString: strerror(errno))) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                close(descriptor)
                throw .io(path: temporary, reason: String(cString: strerror(errno)))
            }
            written += n
        }
        guard fsync(descriptor) == 0, close(descriptor) == 0, rename(temporary, path) == 0 else {
            throw .io(path: path, reason: String(cString: strerror(errno)))
        }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let directory = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }
}
