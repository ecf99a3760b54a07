import CTextEngine
import Foundation
import TextDocument
import TextRope

/// The change set as JSON (UTF-8) into a caller buffer. O(k + m).
@_cdecl("te_changes_copy_json")
public func te_changes_copy_json(
    _ changes: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(changes, as: ChangesBox.self) { (box) throws(CFailure) in
        try COutput.check(buffer, capacity)
        try COutput.copy(try ChangesJSON.encode(box.changes), buffer, capacity, outLength)
    }
}

/// A change set from JSON (UTF-8). O(k + m).
@_cdecl("te_changes_new_json")
public func te_changes_new_json(_ json: UnsafePointer<CChar>?, _ byteCount: Int64, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    CEntry.create(out, named: "out_changes", #function, checking: { () throws(CFailure) in try CText.utf8Bytes(json, byteCount, "json") }) {
        (bytes) throws(CFailure) in
        guard String(validating: bytes, as: UTF8.self) != nil else { throw CText.invalidUTF8(bytes, "json") }
        return ChangesBox(try ChangesJSON.decode(Data(bytes)))
    }
}

/// `ChangeSet`'s Codable form as JSON, and what is wrong with JSON that is not one (ill-formed,
/// of another shape, or breaking a change set's rules: the decoder reports all three as a
/// `DecodingError`, the rules with the `TextRangeError`'s description).
enum ChangesJSON {
    static func encode(_ changes: ChangeSet) throws(CFailure) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(changes)
        } catch {
            throw CFailure(.invalidArgument, "the change set cannot be written as JSON: \(error)")
        }
    }

    static func decode(_ data: Data) throws(CFailure) -> ChangeSet {
        do {
            return try JSONDecoder().decode(ChangeSet.self, from: data)
        } catch let error as DecodingError {
            throw CFailure(.invalidArgument, describe(error))
        } catch {
            throw CFailure(.invalidArgument, "json is not a change set: \(error)")
        }
    }

    // "json ... at replacements.0.length": what the decoder found, and where.
    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, (context.underlyingError != nil || context.debugDescription.contains("JSON")) {
                return "json is not valid JSON: \(detail(context))"
            }
            return "json is not a change set: \(detail(context)) at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "json is not a change set: no \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "json is not a change set: \(detail(context)) at \(path(context.codingPath))"
        @unknown default:
            return "json is not a change set: \(error)"
        }
    }

    private static func detail(_ context: DecodingError.Context) -> String {
        var text = context.debugDescription
        if let underlying = context.underlyingError as NSError?,
            let reason = underlying.userInfo[NSDebugDescriptionErrorKey] as? String, !text.contains(reason)
        {
            text += " (\(reason))"
        }
        return text
    }

    private static func path(_ codingPath: [CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        return codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
