import CTextEngine
import TextDocument

/// The box behind a `te_search *`: a compiled ``TextSearcher`` and the time limit of the calls
/// made with it.
final class SearchBox: HandleBox {
    let searcher: TextSearcher
    // Unchecked: set by te_search_set_time_limit only, which runs nothing else.
    @exclusivity(unchecked) var timeLimit: Duration?

    init(_ searcher: TextSearcher) {
        self.searcher = searcher
        super.init(kind: .search)
    }

    override class func accepts(_ kind: HandleKind) -> Bool { kind == .search }
    override class var parameterName: String { "search" }
}

/// A new search for a UTF-8 pattern.
@_cdecl("te_search_new_utf8")
public func te_search_new_utf8(
    _ pattern: UnsafePointer<CChar>?, _ byteCount: Int64, _ flags: UInt32, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> te_status {
    CEntry.create(out, named: "out_search", #function, checking: { () throws(CFailure) in try CText.utf8Bytes(pattern, byteCount, "pattern") }) {
        (bytes) throws(CFailure) in
        guard let pattern = String(validating: bytes, as: UTF8.self) else { throw CText.invalidUTF8(bytes, "pattern") }
        return try SearchBox.compiling(pattern, flags)
    }
}

/// A new search for a UTF-16 pattern.
@_cdecl("te_search_new_utf16")
public func te_search_new_utf16(
    _ pattern: UnsafePointer<UInt16>?, _ unitCount: Int64, _ flags: UInt32, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> te_status {
    CEntry.create(out, named: "out_search", #function, checking: { () throws(CFailure) in try CText.utf16Units(pattern, unitCount, "pattern") }) {
        (units) throws(CFailure) in
        let pattern = try CText.string(utf16: units.baseAddress, Int64(units.count), "pattern")
        return try SearchBox.compiling(pattern, flags)
    }
}

/// Frees a search; NULL is ignored.
@_cdecl("te_search_free")
public func te_search_free(_ search: OpaquePointer?) {
    guard search != nil, let box = CEntry.box(search, as: SearchBox.self) else { return }
    Unmanaged.passUnretained(box).release()
}

/// The search's last error message.
@_cdecl("te_search_error")
public func te_search_error(_ search: OpaquePointer?) -> UnsafePointer<CChar> {
    CEntry.message(search, as: SearchBox.self)
}

/// The number of capture groups.
@_cdecl("te_search_group_count")
public func te_search_group_count(_ search: OpaquePointer?) -> Int64 {
    CEntry.read(search, as: SearchBox.self, fallback: -1) { Int64($0.searcher.captureGroupCount) }
}

/// The time limit of later calls, in milliseconds (0: none).
@_cdecl("te_search_set_time_limit")
public func te_search_set_time_limit(_ search: OpaquePointer?, _ milliseconds: Int64) -> te_status {
    CEntry.run(search, as: SearchBox.self) { (box) throws(CFailure) in
        guard milliseconds >= 0 else { throw CFailure(.invalidArgument, "time limit \(milliseconds) ms is negative") }
        box.timeLimit = milliseconds == 0 ? nil : .milliseconds(milliseconds)
    }
}

extension SearchBox {
    /// The box for `pattern` read as `flags` say.
    static func compiling(_ pattern: String, _ flags: UInt32) throws(CFailure) -> SearchBox {
        let known = UInt32(TE_SEARCH_REGEX | TE_SEARCH_IGNORE_CASE | TE_SEARCH_SPLIT_CLUSTERS)
        try CFlags.check(flags, allowed: known)
        let ignoresCase = flags & UInt32(TE_SEARCH_IGNORE_CASE) != 0
        let query: SearchQuery
        if flags & UInt32(TE_SEARCH_REGEX) != 0 {
            guard flags & UInt32(TE_SEARCH_SPLIT_CLUSTERS) == 0 else {
                throw CFailure(.invalidArgument, "TE_SEARCH_SPLIT_CLUSTERS is for literal searches, not TE_SEARCH_REGEX")
            }
            query = SearchQuery(regularExpression: pattern, ignoresCase: ignoresCase)
        } else {
            query = SearchQuery(literal: pattern, ignoresCase: ignoresCase, matchesWholeClusters: flags & UInt32(TE_SEARCH_SPLIT_CLUSTERS) == 0)
        }
        return SearchBox(try CSearchFailure.searching { () throws(SearchError) in try TextSearcher(query) })
    }
}
