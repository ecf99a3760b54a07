#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextDocument
import TextRope
import TextTestSupport

/// The `files` fuzz target: arbitrary bytes (mostly UTF-8 pieces with line breaks of every kind,
/// sometimes a byte order mark, stray and truncated sequences) written to a file and read back
/// with `TextFile`. Well-formed UTF-8 must read as the standard library decodes it (mark
/// remembered, not in the text), with the line-ending style and the hash of the plain references,
/// and save byte for byte as it was; with a line-ending conversion, save as the reference converts
/// it. Ill-formed UTF-8 must be refused naming the offset of its first bad sequence, and read in
/// the lossy mode as the standard library decodes it.
enum FileRoundTripFuzzer {
    private static let pieces: [[UInt8]] = [
        "a", "b", " ", "\n", "\r", "\r\n", "é", "€", "😀", "中文", "\u{FEFF}", "\u{10FFFF}", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}",
    ].map { Array($0.utf8) } + [[0xEF, 0xBB, 0xBF], [0x80], [0xC0, 0x80], [0xE0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90], [0xFF], [0xE2, 0x82]]

    /// Where the fuzzer writes, a directory of its own made for each input and removed after it:
    /// in memory where there is such a file system (so that the flushes cost nothing), else in the
    /// temporary directory.
    private static let directory: String = {
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        return "\(base)/text-fuzz-files-\(getpid())"
    }()

    static func run(_ input: inout FuzzInput, trace: ((String) -> Void)?) throws(FuzzFailure) {
        var bytes: [UInt8] = input.byte() % 4 == 0 ? [0xEF, 0xBB, 0xBF] : []
        while !input.isAtEnd && bytes.count < 4096 {
            let pick = input.byte()
            if pick < 192 {
                bytes += pieces[Int(pick) % pieces.count]
            } else {
                bytes += (0..<input.int(in: 1...4)).map { _ in input.byte() }
            }
        }
        trace?("bytes \(bytes)")
        mkdir(directory, 0o700)
        defer { rmdir(directory) }
        let path = "\(directory)/file"
        defer { unlink(path) }
        try writeFile(bytes, to: path)
        let marked = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let body = marked ? Array(bytes.dropFirst(3)) : bytes
        let decoded = Array(String(decoding: body, as: UTF8.self).utf16)
        if let offset = ReferenceUTF8.firstInvalidOffset(bytes) {
            do {
                _ = try TextFile.read(path)
                throw FuzzFailure("invalid UTF-8 (first bad sequence at \(offset)) was read")
            } catch let error as TextFileError {
                guard error == .invalidUTF8(path: path, byteOffset: offset) else { throw FuzzFailure("read threw \(error), expected offset \(offset)") }
            } catch {
                throw error as? FuzzFailure ?? FuzzFailure("read threw \(error)")
            }
            let lossy = try readText(path, .lossy)
            guard units(lossy.text) == decoded, lossy.hasByteOrderMark == marked else { throw FuzzFailure("lossy read differs from String(decoding:)") }
            return
        }
        let contents = try readText(path, .strict)
        guard units(contents.text) == decoded else { throw FuzzFailure("text differs from String(decoding:)") }
        guard contents.hasByteOrderMark == marked else { throw FuzzFailure("byte order mark \(contents.hasByteOrderMark), expected \(marked)") }
        guard contents.lineEndings.rawValue == ReferenceUTF8.style(decoded) else {
            throw FuzzFailure("line endings \(contents.lineEndings), expected \(ReferenceUTF8.style(decoded))")
        }
        guard contents.snapshot.byteCount == bytes.count, contents.snapshot.contentHash == ReferenceXXH64.hash(bytes) else {
            throw FuzzFailure("snapshot \(contents.snapshot) of \(bytes.count) bytes, hash \(ReferenceXXH64.hash(bytes))")
        }
        let copy = "\(directory)/copy"
        defer { unlink(copy) }
        let saved = try save(contents.text, to: copy, TextFile.WriteOptions(byteOrderMark: marked))
        guard try readBytes(copy) == bytes, saved.snapshot.contentHash == contents.snapshot.contentHash else {
            throw FuzzFailure("saving unedited text changed its bytes")
        }
        let ending = LineEnding.allCases[Int(input.byte()) % LineEnding.allCases.count]
        _ = try save(contents.text, to: copy, TextFile.WriteOptions(byteOrderMark: marked, lineEnding: ending))
        let expected = (marked ? [0xEF, 0xBB, 0xBF] : []) + ReferenceUTF8.encode(ReferenceUTF8.converting(decoded, to: ending.utf16CodeUnits))
        guard try readBytes(copy) == expected else { throw FuzzFailure("saving with \(ending) line endings differs from the reference") }
    }

    private static func units(_ text: TextRope) -> [UInt16] {
        (try? text.utf16CodeUnits(in: 0..<text.utf16Count)) ?? []
    }

    private static func readText(_ path: String, _ decoding: TextFile.Decoding) throws(FuzzFailure) -> TextFile.Contents {
        do { return try TextFile.read(path, decoding: decoding) } catch { throw FuzzFailure("read (\(decoding)) threw \(error)") }
    }

    private static func save(_ text: TextRope, to path: String, _ options: TextFile.WriteOptions) throws(FuzzFailure) -> TextFile.SaveResult {
        do { return try TextFile.write(text, to: path, options: options) } catch { throw FuzzFailure("save threw \(error)") }
    }

    private static func writeFile(_ bytes: [UInt8], to path: String) throws(FuzzFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw FuzzFailure("cannot create \(path): errno \(errno)") }
        defer { close(descriptor) }
        guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw FuzzFailure("cannot write \(path): errno \(errno)")
        }
    }

    private static func readBytes(_ path: String) throws(FuzzFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FuzzFailure("cannot open \(path): errno \(errno)") }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 8192)
        while true {
            let n = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            result += block[..<n]
        }
        return result
    }
}
