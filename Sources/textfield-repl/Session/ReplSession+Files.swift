import Foundation
import TextControls
import TranscriptVocabulary

/// The file the session read or wrote last: where, what it was on disk, its byte order mark.
struct ReplFile {
    let path: String
    let snapshot: FileSnapshot
    let hasByteOrderMark: Bool
}

/// `open`, `save`, `find` and `replace-all`: files and search on the control's text.
extension ReplSession {
    /// How long `find` and `replace-all` may search before they stop with an error.
    static let searchTimeLimit = Duration.seconds(10)

    /// `opened PATH 1234 bytes crlf`: the file's text becomes the control's (programmatically).
    func open(_ path: String) throws(ReplError) {
        let contents: TextFile.Contents
        do { contents = try TextFile.read(path) } catch { throw .file(error) }
        model.setTextRope(contents.text)
        file = ReplFile(path: path, snapshot: contents.snapshot, hasByteOrderMark: contents.hasByteOrderMark)
        transcript.plain("opened \(path) \(contents.snapshot.byteCount) bytes \(contents.lineEndings.rawValue)")
    }

    /// `saved PATH 1234 bytes lf`: the text written atomically, with the byte order mark of the file
    /// last read; over that same file only if it did not change on disk since, unless `force`.
    func save(_ path: String, force: Bool) throws(ReplError) {
        let expected = file.flatMap { Self.sameFile($0.path, path) ? $0.snapshot : nil }
        let options = TextFile.WriteOptions(byteOrderMark: file?.hasByteOrderMark ?? false)
        let result: TextFile.SaveResult
        do {
            result = try TextFile.write(model.textRope, to: path, options: options, replacing: expected, force: force)
        } catch {
            throw .file(error)
        }
        file = ReplFile(path: path, snapshot: result.snapshot, hasByteOrderMark: options.byteOrderMark)
        transcript.plain("saved \(path) \(result.byteCount) bytes \(result.lineEndings.rawValue)")
    }

    /// `match {3,2}` for each match, then `matches N`.
    func find(_ pattern: String, regex: Bool, ignoreCase: Bool) throws(ReplError) {
        let matches: [SearchMatch]
        do {
            matches = try TextSearcher(Self.query(pattern, regex: regex, ignoreCase: ignoreCase))
                .matches(in: model.textRope, timeLimit: Self.searchTimeLimit)
        } catch {
            throw .search(error)
        }
        for match in matches {
            transcript.plain("match \(Quoting.range(NSRange(location: match.range.lowerBound, length: match.range.count)))")
        }
        transcript.plain("matches \(matches.count)")
    }

    /// Every match replaced in one user edit of the control (source `replaceAll`: the delegate
    /// is asked about each match, and it is one undo step); `matches N`.
    func replaceAll(_ pattern: String, template: String, regex: Bool, ignoreCase: Bool) throws(ReplError) {
        let text = model.textRope
        let changes: ChangeSet
        do {
            changes = try TextSearcher(Self.query(pattern, regex: regex, ignoreCase: ignoreCase))
                .replacementChanges(in: text, with: template, timeLimit: Self.searchTimeLimit)
        } catch {
            throw .search(error)
        }
        if !changes.isEmpty {
            let replacements = changes.replacements
            let ranges = replacements.map { NSRange(location: $0.range.lowerBound, length: $0.range.count) }
            do throws(TextRangeError) {
                try model.replaceAll(ranges, with: replacements.map(\.text.string))
            } catch {
                throw .range(error)
            }
        }
        transcript.plain("matches \(changes.count)")
    }

    private static func query(_ pattern: String, regex: Bool, ignoreCase: Bool) -> SearchQuery {
        regex ? SearchQuery(regularExpression: pattern, ignoresCase: ignoreCase) : SearchQuery(literal: pattern, ignoresCase: ignoreCase)
    }

    // Whether two paths lead to the same file (symbolic links followed); a path naming nothing
    // yet is compared as written.
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        func resolved(_ path: String) -> String {
            guard let real = realpath(path, nil) else { return path }
            defer { free(real) }
            return String(cString: real)
        }
        return resolved(a) == resolved(b)
    }
}
