import Foundation
import TextRope

// File format: {"startContent": "", "endContent": "...", "txns": [{"patches": [[pos, del, "ins"],
// ...]}, ...]}, positions and deletions counted in Unicode scalars, each patch applying to the
// result of the previous one.
extension EditingTrace {
    /// Loads a gzip-compressed JSON trace and converts its patches to UTF-16 edits. The trace is
    /// named after the file, without `.json.gz`.
    /// - Throws: `TraceError` if the file cannot be read, is not gzip-compressed, is not a trace,
    ///   or has a patch outside the text it applies to.
    /// - Complexity: O(p log n + m) for p patches inserting m code units into a text of at most
    ///   n units.
    public init(contentsOfFile path: String) throws(TraceError) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let json = try Gzip.contents(ofFile: path)
        try self.init(name: name.hasSuffix(".json.gz") ? String(name.dropLast(8)) : name, json: json, source: path)
    }

    /// Parses an uncompressed JSON trace and converts its patches to UTF-16 edits.
    /// - Throws: `TraceError` naming `name` if the JSON is not a trace or has a patch outside the
    ///   text it applies to.
    /// - Complexity: O(p log n + m), as ``init(contentsOfFile:)``.
    public init(name: String, json: [UInt8]) throws(TraceError) {
        try self.init(name: name, json: json, source: name)
    }

    /// The paths of the traces in `directory` (its `*.json.gz` files), sorted by name.
    /// - Throws: `TraceError.unreadable` if the directory cannot be listed.
    public static func files(in directory: String) throws(TraceError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .unreadable(trace: directory, reason: "cannot list the directory")
        }
        let url = URL(fileURLWithPath: directory)
        return names.filter { $0.hasSuffix(".json.gz") }.sorted().map { url.appendingPathComponent($0).path }
    }

    private init(name: String, json: [UInt8], source: String) throws(TraceError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(json))
        } catch {
            throw .malformed(trace: source, location: "document", expected: "valid JSON")
        }
        guard let root = object as? [String: Any] else {
            throw .malformed(trace: source, location: "document", expected: "a JSON object")
        }
        guard let start = root["startContent"] as? String else {
            throw .malformed(trace: source, location: "startContent", expected: "a string")
        }
        guard let end = root["endContent"] as? String else {
            throw .malformed(trace: source, location: "endContent", expected: "a string")
        }
        guard let transactions = root["txns"] as? [Any] else {
            throw .malformed(trace: source, location: "txns", expected: "an array")
        }
        var rope = TextRope(start)
        var edits: [UTF16Edit] = []
        for (t, transaction) in transactions.enumerated() {
            guard let patches = (transaction as? [String: Any])?["patches"] as? [Any] else {
                throw .malformed(trace: source, location: "txns[\(t)]", expected: "an object with a \"patches\" array")
            }
            for (p, patch) in patches.enumerated() {
                guard let fields = patch as? [Any], fields.count == 3, let position = fields[0] as? Int,
                    let deleted = fields[1] as? Int, let inserted = fields[2] as? String
                else {
                    throw .malformed(
                        trace: source, location: "txns[\(t)].patches[\(p)]", expected: "[position, deleteCount, \"text\"]")
                }
                guard let edit = Self.apply(position, deleted, inserted, to: &rope) else {
                    throw .patchOutOfBounds(
                        trace: source, location: "txns[\(t)].patches[\(p)]", position: position, deleted: deleted,
                        scalarCount: rope.unicodeScalarCount)
                }
                edits.append(edit)
            }
        }
        self.init(name: name, startContent: Array(start.utf16), endContent: Array(end.utf16), edits: edits)
    }

    // Applies one scalar-addressed patch to `rope` and returns it in UTF-16 code units, or nil
    // (leaving `rope` unchanged) if it does not fit in the text.
    private static func apply(_ position: Int, _ deleted: Int, _ inserted: String, to rope: inout TextRope) -> UTF16Edit? {
        let scalars = rope.unicodeScalarCount
        guard position >= 0, deleted >= 0, deleted <= scalars, position <= scalars - deleted else { return nil }
        do {
            let lower = try rope.utf16Offset(forUnicodeScalarOffset: position)
            let upper = try rope.utf16Offset(forUnicodeScalarOffset: position + deleted)
            let replacement = Array(inserted.utf16)
            try rope.replace(utf16Range: lower..<upper, with: replacement)
            return UTF16Edit(location: lower, length: upper - lower, replacement: replacement)
        } catch {
            return nil
        }
    }
}
