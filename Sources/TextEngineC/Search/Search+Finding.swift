import CTextEngine
import TextDocument
import TextRope

/// The first match forward from `from`, or the last one before it; `{TE_NOT_FOUND, 0}` for none.
@_cdecl("te_search_find")
public func te_search_find(
    _ search: OpaquePointer?, _ document: OpaquePointer?, _ from: Int64, _ backward: Bool, _ outRange: UnsafeMutablePointer<te_range>?
) -> te_status {
    CEntry.run(search, as: SearchBox.self) { (box) throws(CFailure) in
        let text = try CEntry.argument(document, as: DocumentBox.self).document.text
        let out = try COutput.require(outRange, "out_range")
        let count = text.utf16Count
        guard from >= 0, from <= count else {
            throw CFailure(TextRangeError.offsetOutOfBounds(offset: Int(from), unit: .utf16, limit: count))
        }
        let offset = Int(from)
        let match = try CSearchFailure.searching { () throws(SearchError) in
            backward
                ? try box.searcher.lastMatch(in: text, range: 0..<offset, timeLimit: box.timeLimit)
                : try box.searcher.firstMatch(in: text, range: offset..<count, timeLimit: box.timeLimit)
        }
        out.pointee = match.map { te_range($0.range) } ?? .notFound
    }
}

/// Every match in a range, into a caller buffer of ranges.
@_cdecl("te_search_matches")
public func te_search_matches(
    _ search: OpaquePointer?, _ document: OpaquePointer?, _ location: Int64, _ length: Int64, _ buffer: UnsafeMutablePointer<te_range>?,
    _ capacity: Int64, _ outCount: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(search, as: SearchBox.self) { (box) throws(CFailure) in
        let text = try CEntry.argument(document, as: DocumentBox.self).document.text
        try COutput.check(buffer, capacity)
        let range = try CFailure.ranged { () throws(TextRangeError) in try text.utf16Range(location: Int(location), length: Int(length)) }
        let matches = try CSearchFailure.searching { () throws(SearchError) in
            try box.searcher.matches(in: text, range: range, timeLimit: box.timeLimit)
        }
        outCount?.pointee = Int64(matches.count)
        guard let buffer else { return }
        guard capacity >= matches.count else {
            throw CFailure(.bufferTooSmall, "capacity \(capacity) is too small for \(matches.count) matches")
        }
        for (index, match) in matches.enumerated() { buffer[index] = te_range(match.range) }
    }
}
