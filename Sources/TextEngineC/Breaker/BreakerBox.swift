import CTextEngine
import TextBoundaries
import TextRope

/// The box behind a `te_breaker *`.
final class BreakerBox: HandleBox, QueryBox {
    let breaker: TextBreaker

    init(_ rope: TextRope) {
        breaker = TextBreaker(rope)
        super.init(kind: .breaker)
    }

    override class func accepts(_ kind: HandleKind) -> Bool { kind == .breaker }
    override class var parameterName: String { "breaker" }
    var subject: TextBreaker { breaker }

    /// `(location, length)` checked against the breaker's text.
    func range(_ location: Int64, _ length: Int64) throws(CFailure) -> Range<Int> {
        try CFailure.ranged { () throws(TextRangeError) in try breaker.text.utf16Range(location: Int(location), length: Int(length)) }
    }
}

/// The boundary kind codes of textengine.h (`TE_BOUNDARY_*`).
enum BoundaryKind: Int32, CaseIterable {
    case grapheme = 0
    case word = 1
    case sentence = 2
    case lineBreak = 3

    init(checking value: Int32) throws(CFailure) {
        guard let kind = BoundaryKind(rawValue: value) else {
            throw CFailure(.invalidArgument, "boundary kind \(value) is not a TE_BOUNDARY_* value")
        }
        self = kind
    }

    /// The boundary kind this code names.
    var kind: TextBoundaryKind {
        switch self {
        case .grapheme: .grapheme
        case .word: .word
        case .sentence: .sentence
        case .lineBreak: .lineBreak
        }
    }
}

/// A breaker over a snapshot of `rope`. O(1).
@_cdecl("te_breaker_new")
public func te_breaker_new(_ rope: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    CEntry.derive(rope, as: RopeBox.self, out, "out_breaker") { box in BreakerBox(box.rope) }
}

/// Frees a breaker; NULL is ignored.
@_cdecl("te_breaker_free")
public func te_breaker_free(_ breaker: OpaquePointer?) {
    guard breaker != nil, let box = CEntry.box(breaker, as: BreakerBox.self) else { return }
    Unmanaged.passUnretained(box).release()
}

/// The breaker's last error message.
@_cdecl("te_breaker_error")
public func te_breaker_error(_ breaker: OpaquePointer?) -> UnsafePointer<CChar> {
    CEntry.message(breaker, as: BreakerBox.self)
}

/// Points the breaker at a new snapshot of `rope`. O(1).
@_cdecl("te_breaker_set_text")
public func te_breaker_set_text(_ breaker: OpaquePointer?, _ rope: OpaquePointer?) -> te_status {
    CEntry.run(breaker, as: BreakerBox.self) { (box) throws(CFailure) in
        box.breaker.text = try CEntry.argument(rope, as: RopeBox.self).rope
    }
}
