import CTextEngine
import TextBoundaries
import TextRope

/// The least boundary of a kind after an offset; TE_NOT_FOUND at the end.
@_cdecl("te_breaker_next_boundary")
public func te_breaker_next_boundary(_ breaker: OpaquePointer?, _ kind: Int32, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    boundaryQuery(breaker, kind, offset, out, "out_offset") { (kind, breaker, offset) throws(TextRangeError) in
        Int64(try breaker.boundary(kind, after: offset) ?? -1)
    }
}

/// The greatest boundary of a kind before an offset; TE_NOT_FOUND at 0.
@_cdecl("te_breaker_previous_boundary")
public func te_breaker_previous_boundary(_ breaker: OpaquePointer?, _ kind: Int32, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    boundaryQuery(breaker, kind, offset, out, "out_offset") { (kind, breaker, offset) throws(TextRangeError) in
        Int64(try breaker.boundary(kind, before: offset) ?? -1)
    }
}

/// Whether an offset is a boundary of a kind.
@_cdecl("te_breaker_is_boundary")
public func te_breaker_is_boundary(_ breaker: OpaquePointer?, _ kind: Int32, _ offset: Int64, _ out: UnsafeMutablePointer<Bool>?) -> te_status {
    boundaryQuery(breaker, kind, offset, out, "out_is_boundary") { (kind, breaker, offset) throws(TextRangeError) in
        try breaker.isBoundary(kind, at: offset)
    }
}

/// The grapheme cluster holding the unit at an offset.
@_cdecl("te_breaker_grapheme_range")
public func te_breaker_grapheme_range(_ breaker: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<te_range>?) -> te_status {
    BreakerBox.query(breaker, offset, out, "out_range") { (breaker, offset) throws(TextRangeError) in
        te_range(try breaker.rangeOfComposedCharacterSequence(atUTF16: offset))
    }
}

/// Grapheme clusters starting in a range.
@_cdecl("te_breaker_grapheme_count")
public func te_breaker_grapheme_count(
    _ breaker: OpaquePointer?, _ location: Int64, _ length: Int64, _ out: UnsafeMutablePointer<Int64>?
) -> te_status {
    rangeQuery(breaker, location, length, out, "out_count") { (breaker, range) throws(TextRangeError) in
        Int64(try breaker.graphemeCount(in: range))
    }
}

/// The word holding the unit at an offset, or {TE_NOT_FOUND, 0}.
@_cdecl("te_breaker_word_range")
public func te_breaker_word_range(_ breaker: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<te_range>?) -> te_status {
    BreakerBox.query(breaker, offset, out, "out_range") { (breaker, offset) throws(TextRangeError) in
        try breaker.wordRange(atUTF16: offset).map(te_range.init) ?? .notFound
    }
}

/// Where word-left goes from an offset.
@_cdecl("te_breaker_word_start")
public func te_breaker_word_start(_ breaker: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    BreakerBox.query(breaker, offset, out, "out_offset") { (breaker, offset) throws(TextRangeError) in
        Int64(try breaker.wordStart(before: offset))
    }
}

/// Where word-right goes from an offset.
@_cdecl("te_breaker_word_end")
public func te_breaker_word_end(_ breaker: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    BreakerBox.query(breaker, offset, out, "out_offset") { (breaker, offset) throws(TextRangeError) in
        Int64(try breaker.wordEnd(after: offset))
    }
}

/// The sentence holding the unit at an offset.
@_cdecl("te_breaker_sentence_range")
public func te_breaker_sentence_range(_ breaker: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<te_range>?) -> te_status {
    BreakerBox.query(breaker, offset, out, "out_range") { (breaker, offset) throws(TextRangeError) in
        te_range(try breaker.sentenceRange(atUTF16: offset))
    }
}

/// The whole lines a range touches.
@_cdecl("te_breaker_line_range")
public func te_breaker_line_range(
    _ breaker: OpaquePointer?, _ location: Int64, _ length: Int64, _ out: UnsafeMutablePointer<te_range>?
) -> te_status {
    rangeQuery(breaker, location, length, out, "out_range") { (breaker, range) throws(TextRangeError) in
        te_range(try breaker.lineRange(for: range))
    }
}

/// The whole paragraphs a range touches.
@_cdecl("te_breaker_paragraph_range")
public func te_breaker_paragraph_range(
    _ breaker: OpaquePointer?, _ location: Int64, _ length: Int64, _ out: UnsafeMutablePointer<te_range>?
) -> te_status {
    rangeQuery(breaker, location, length, out, "out_range") { (breaker, range) throws(TextRangeError) in
        te_range(try breaker.paragraphRange(for: range))
    }
}

/// Terminal columns a range takes.
@_cdecl("te_breaker_display_width")
public func te_breaker_display_width(
    _ breaker: OpaquePointer?, _ location: Int64, _ length: Int64, _ out: UnsafeMutablePointer<Int64>?
) -> te_status {
    rangeQuery(breaker, location, length, out, "out_columns") { (breaker, range) throws(TextRangeError) in
        Int64(try breaker.displayWidth(of: range))
    }
}

// A query of a TE_BOUNDARY_* kind at an offset: the kind is checked before the offset.
@inline(__always)
private func boundaryQuery<Value>(
    _ breaker: OpaquePointer?, _ kind: Int32, _ offset: Int64, _ out: UnsafeMutablePointer<Value>?, _ outName: String,
    _ function: StaticString = #function, _ body: (TextBoundaryKind, TextBreaker, Int) throws(TextRangeError) -> Value
) -> te_status {
    CEntry.run(breaker, as: BreakerBox.self, function) { (box) throws(CFailure) in
        let out = try COutput.require(out, outName)
        let kind = try BoundaryKind(checking: kind).kind
        out.pointee = try CFailure.ranged { () throws(TextRangeError) in try body(kind, box.breaker, Int(offset)) }
    }
}

// A query on a (location, length) range, checked overflow-safely first.
@inline(__always)
private func rangeQuery<Value>(
    _ breaker: OpaquePointer?, _ location: Int64, _ length: Int64, _ out: UnsafeMutablePointer<Value>?, _ outName: String,
    _ function: StaticString = #function, _ body: (TextBreaker, Range<Int>) throws(TextRangeError) -> Value
) -> te_status {
    CEntry.run(breaker, as: BreakerBox.self, function) { (box) throws(CFailure) in
        let out = try COutput.require(out, outName)
        let range = try box.range(location, length)
        out.pointee = try CFailure.ranged { () throws(TextRangeError) in try body(box.breaker, range) }
    }
}
