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
        let offset = try SearchBox.offset(from, in: text)
        out.pointee = try box.find(in: text, from: offset, backward: backward).map { te_range($0.range) } ?? .notFound
    }
}

/// `te_search_find` with the match's capture groups after the whole match.
@_cdecl("te_search_find_groups")
public func te_search_find_groups(
    _ search: OpaquePointer?, _ document: OpaquePointer?, _ from: Int64, _ backward: Bool, _ groups: UnsafeMutablePointer<te_range>?,
    _ capacity: Int64
) -> te_status {
    CEntry.run(search, as: SearchBox.self) { (box) throws(CFailure) in
        let text = try CEntry.argument(document, as: DocumentBox.self).document.text
        let out = try COutput.require(groups, "groups")
        try COutput.check(groups, capacity)
        let offset = try SearchBox.offset(from, in: text)
        let needed = box.searcher.captureGroupCount + 1
        guard capacity >= needed else {
            throw CFailure(.bufferTooSmall, "capacity \(capacity) is too small for \(needed) ranges (the match and \(needed - 1) groups)")
        }
        let match = try box.find(in: text, from: offset, backward: backward)
        for group in 0..<needed {
            out[group] = match?.range(ofGroup: group).map(te_range.init) ?? .notFound
        }
    }
}

extension SearchBox {
    // `from` as an offset in `text`, which it must not pass.
    static func offset(_ from: Int64, in text: TextRope) throws(CFailure) -> Int {
        guard from >= 0, from <= text.utf16Count else {
            throw CFailure(TextRangeError.offsetOutOfBounds(offset: Int(from), unit: .utf16, limit: text.utf16Count))
        }
        return Int(from)
    }

    // The first match forward from `offset` in `text`, or the last one before it.
    func find(in text: TextRope, from offset: Int, backward: Bool) throws(CFailure) -> SearchMatch? {
        try CSearchFailure.searching { () throws(SearchError) in
            backward
                ? try searcher.lastMatch(in: text, range: 0..<offset, timeLimit: timeLimit)
                : try searcher.firstMatch(in: text, range: offset..<text.utf16Count, timeLimit: timeLimit)
        }
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
