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
        let json = try Gzip.contents(ofFile: path)
        try self.init(name: Self.name(ofFile: path), json: json, source: path)
    }

    /// The name of the trace in file `path`: its file name without `.json.gz`.
    public static func name(ofFile path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name.hasSuffix(".json.gz") ? String(name.dropLast(".json.gz".count)) : name
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
        let file: TraceFile
        do {
            file = try JSONDecoder().decode(TraceFile.self, from: Data(json))
        } catch let error as DecodingError {
            throw Self.malformed(source, error)
        } catch {
            throw .malformed(trace: source, location: "document", expected: "valid JSON")
        }
        var rope = TextRope(file.startContent)
        var edits: [UTF16Edit] = []
        for (t, transaction) in file.txns.enumerated() {
            for (p, patch) in transaction.patches.enumerated() {
                guard let edit = Self.apply(patch, to: &rope) else {
                    throw .patchOutOfBounds(
                        trace: source, location: "txns[\(t)].patches[\(p)]", position: patch.position,
                        deleted: patch.deleted, scalarCount: rope.unicodeScalarCount)
                }
                edits.append(edit)
            }
        }
        self.init(
            name: name, startContent: Array(file.startContent.utf16), endContent: Array(file.endContent.utf16),
            edits: edits)
    }

    // Applies one scalar-addressed patch to `rope` and returns it in UTF-16 code units, or nil
    // (leaving `rope` unchanged) if it does not fit in the text.
    private static func apply(_ patch: Patch, to rope: inout TextRope) -> UTF16Edit? {
        let (position, deleted) = (patch.position, patch.deleted)
        let scalars = rope.unicodeScalarCount
        guard position >= 0, deleted >= 0, deleted <= scalars, position <= scalars - deleted else { return nil }
        do {
            let lower = try rope.utf16Offset(forUnicodeScalarOffset: position)
            let upper = try rope.utf16Offset(forUnicodeScalarOffset: position + deleted)
            let replacement = Array(patch.inserted.utf16)
            try rope.replace(utf16Range: lower..<upper, with: replacement)
            return UTF16Edit(location: lower, length: upper - lower, replacement: replacement)
        } catch {
            return nil
        }
    }

    // Names where decoding failed, as `txns[3].patches[0]`, and what the format has there.
    private static func malformed(_ source: String, _ error: DecodingError) -> TraceError {
        let path: [any CodingKey]
        switch error {
        case let .keyNotFound(key, context): path = context.codingPath + [key]
        case let .typeMismatch(_, context), let .valueNotFound(_, context): path = context.codingPath
        case let .dataCorrupted(context):
            guard !context.codingPath.isEmpty else {
                return .malformed(trace: source, location: "document", expected: "valid JSON")
            }
            path = context.codingPath
        @unknown default: path = []
        }
        let expected: String
        switch path.count {
        case 0: expected = "a JSON object"
        case 1: expected = path[0].stringValue == "txns" ? "an array" : "a string"
        case 2, 3: expected = "an object with a \"patches\" array"
        default: expected = "[position, deleteCount, \"text\"]"
        }
        let location = path.prefix(4).enumerated().map { i, key in
            key.intValue.map { "[\($0)]" } ?? (i == 0 ? key.stringValue : ".\(key.stringValue)")
        }.joined()
        return .malformed(trace: source, location: location.isEmpty ? "document" : location, expected: expected)
    }
}

private struct TraceFile: Decodable {
    let startContent: String
    let endContent: String
    let txns: [Transaction]
}

private struct Transaction: Decodable {
    let patches: [Patch]
}

// A patch is the array [position, deleteCount, "text"].
private struct Patch: Decodable {
    let position: Int
    let deleted: Int
    let inserted: String

    init(from decoder: any Decoder) throws {
        func corrupted() -> DecodingError {
            .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not [position, deleteCount, text]"))
        }
        var fields = try decoder.unkeyedContainer()
        guard fields.count == 3 else { throw corrupted() }
        // Decoded as Double: Foundation reports a fraction where an Int is expected as invalid
        // JSON with no location.
        guard let position = Int(exactly: try fields.decode(Double.self)),
            let deleted = Int(exactly: try fields.decode(Double.self))
        else { throw corrupted() }
        self.position = position
        self.deleted = deleted
        inserted = try fields.decode(String.self)
    }
}
