import CTextEngine

// Searches: made from patterns that may not compile, run on documents, replacing on documents
// and in controls. Every call keeps a time limit so that no pattern stalls a run.
extension CAPISession {
    func searchOperation(_ choice: UInt8) {
        let search = pick([.search])
        let groups = te_search_group_count(search)
        checkFallback("te_search_group_count", search, taking: [.search], groups, -1)
        let document = pick([.document])
        let count = te_document_utf16_count(document)
        switch choice % 8 {
        case 0: makeSearch()
        case 1:
            var range = te_range()
            let from = offset(in: count)
            let backward = input.byte() % 2 == 0
            let status = call("te_search_find", search, taking: [.search]) {
                out(&range) { te_search_find(search, document, from, backward, $0) }
            }
            if status == Int32(TE_OK), range.location != Int64(TE_NOT_FOUND) {
                let lower = backward ? 0 : from, upper = backward ? from : count
                if range.location < lower || range.length < 0 || range.location + range.length > upper {
                    problem("te_search_find from \(from) (backward \(backward)) gave {\(range.location),\(range.length)}")
                }
            }
        case 2: matches(search, document, count)
        case 3:
            let (location, length) = range(in: count)
            let origin = code(19)
            var replaced: Int64 = 0
            withUTF8 { template, bytes in
                call("te_document_replace_all", document, taking: [.document]) {
                    te_document_replace_all(document, search, location, length, template, bytes, origin, &replaced)
                }
            }
        case 4:
            let control = pick(Self.controls)
            var replaced: Int64 = 0
            withUTF8 { template, bytes in
                call("te_control_replace_all", control, taking: Self.controls) {
                    te_control_replace_all(control, search, template, bytes, &replaced)
                }
            }
        case 5:
            let limit = Int64(input.int(in: -1...40))
            call("te_search_set_time_limit", search, taking: [.search]) { te_search_set_time_limit(search, limit == 0 ? 1 : limit) }
        default:
            freeOne(.search)
        }
    }

    private func makeSearch() {
        guard canAdd(.search) else { return }
        var made: OpaquePointer?
        let flags = UInt32(input.int(in: 0...8))
        if input.byte() % 2 == 0 {
            withUTF8 { pattern, bytes in
                callWithoutHandle("te_search_new_utf8") { out(&made) { te_search_new_utf8(pattern, bytes, flags, $0) } }
            }
        } else {
            withUTF16 { pattern, units in
                callWithoutHandle("te_search_new_utf16") { out(&made) { te_search_new_utf16(pattern, units, flags, $0) } }
            }
        }
        guard let made else { return }
        add(made, .search)
        if te_search_set_time_limit(made, 40) != Int32(TE_OK) { problem("te_search_set_time_limit failed: \(String(cString: te_last_error()))") }
    }

    // Every match of a range into a buffer (a count query, too small, roomy, NULL with a
    // capacity, or a negative capacity): in order, disjoint, inside the range.
    private func matches(_ search: OpaquePointer?, _ document: OpaquePointer?, _ count: Int64) {
        let (location, length) = range(in: count)
        var found: Int64 = -1
        let capacity: Int64 = [0, 1, 2, 64, -1][Int(input.byte()) % 5]
        var buffer = [te_range](repeating: te_range(), count: 64)
        let useBuffer = capacity > 0 || input.byte() % 2 == 0
        let status = buffer.withUnsafeMutableBufferPointer { pointer in
            call("te_search_matches", search, taking: [.search]) {
                te_search_matches(search, document, location, length, useBuffer ? pointer.baseAddress : nil, capacity, &found)
            }
        }
        guard status == Int32(TE_OK), useBuffer, capacity > 0 else { return }
        var end = location
        for match in buffer.prefix(Int(found)) {
            if match.location < end || match.length < 0 || match.location + match.length > location + length {
                problem("te_search_matches in {\(location),\(length)} gave {\(match.location),\(match.length)} after \(end)")
            }
            end = match.location + match.length
        }
    }
}
