import Foundation
import SeededRandom

/// A generated document of about `--size` MB of UTF-8 prose in lines (LF), written once per
/// benchmark into the scratch directory, with its counts beside it, and read by every cell that
/// needs it.
///
/// `ascii` documents hold ASCII only, so every store holds the same text after the same edits.
/// `mixed` ones replace one word in 16 by accented, CJK, Cyrillic or emoji words (surrogate pairs,
/// combining marks, ZWJ sequences), so that no store can answer offset conversions by an ASCII
/// shortcut.
struct Document: Codable {
    enum Kind: String, Codable {
        case ascii, mixed
    }

    let path: String
    let utf8Count: Int
    let utf16Count: Int
    let scalarCount: Int

    /// The document of `kind` and `megabytes` (10^6 bytes) for `seed` in `directory`, generated
    /// if it is not there yet.
    static func prepare(_ kind: Kind, megabytes: Double, seed: UInt64, in directory: String) throws -> Document {
        let base = "\(directory)/document-\(kind.rawValue)-\(megabytes)MB-\(seed)"
        if let data = FileManager.default.contents(atPath: base + ".json") {
            return try JSONDecoder().decode(Document.self, from: data)
        }
        let document = try generate(kind, bytes: Int(megabytes * 1_000_000), seed: seed, path: base + ".txt")
        try JSONEncoder().encode(document).write(to: URL(fileURLWithPath: base + ".json"))
        return document
    }

    private struct Word {
        let utf8: [UInt8]
        let utf16Count: Int
        let scalarCount: Int

        init(_ text: String) {
            utf8 = Array(text.utf8)
            utf16Count = text.utf16.count
            scalarCount = text.unicodeScalars.count
        }
    }

    private static let asciiWords = """
        the of and to in is that for it as was with be by on not he this are or his from at which \
        but have an they you were her she there been one all we their has would when if so no what \
        can more about other into some could time these two may then do first any my now such like \
        our over man me even most made after also did many before must through years where much way \
        well down should because each just those people how too little state good very make world \
        still own see men work long get here between both life being under never day same another \
        know while last might us great old year off come since against go came right used take three \
        rope text editor buffer cursor selection offset chunk leaf node surrogate grapheme boundary
        """.split(separator: " ").map { Word(String($0)) }

    private static let otherWords = [
        "café", "naïve", "Größe", "déjà", "façade", "e\u{301}t\u{E9}", "日本語", "中文字符", "текст",
        "ελληνικά", "עברית", "😀", "👍🏽", "🇫🇷", "👩‍💻", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "naïve😀café",
    ].map(Word.init)

    private static func generate(_ kind: Kind, bytes target: Int, seed: UInt64, path: String) throws -> Document {
        guard let file = fopen(path, "wb") else {
            throw BenchError.io(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        var rng = SplitMix64(seed: seed ^ (kind == .ascii ? 0xA5C1 : 0x313D))
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20 + 64)
        var counts = (utf8: 0, utf16: 0, scalars: 0)
        var lineLength = 0
        var lineTarget = Int.random(in: 20...100, using: &rng)
        func emit(_ word: Word) {
            buffer.append(contentsOf: word.utf8)
            counts.utf8 += word.utf8.count
            counts.utf16 += word.utf16Count
            counts.scalars += word.scalarCount
        }
        func flush() throws {
            guard fwrite(buffer, 1, buffer.count, file) == buffer.count else {
                throw BenchError.io(path: path, reason: String(cString: strerror(errno)))
            }
            buffer.removeAll(keepingCapacity: true)
        }
        let space = Word(" ")
        let newline = Word("\n")
        while counts.utf8 < target {
            let useOther = kind == .mixed && Int.random(in: 0..<16, using: &rng) == 0
            let words = useOther ? otherWords : asciiWords
            let word = words[Int.random(in: 0..<words.count, using: &rng)]
            if lineLength > 0 { emit(space) }
            emit(word)
            lineLength += word.utf8.count + 1
            if lineLength >= lineTarget {
                emit(newline)
                if Int.random(in: 0..<8, using: &rng) == 0 { emit(newline) }
                lineLength = 0
                lineTarget = Int.random(in: 20...100, using: &rng)
            }
            if buffer.count >= 1 << 20 { try flush() }
        }
        try flush()
        return Document(path: path, utf8Count: counts.utf8, utf16Count: counts.utf16, scalarCount: counts.scalars)
    }
}
