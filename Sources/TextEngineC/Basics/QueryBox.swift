import CTextEngine
import TextRope

/// A box whose queries read one value (a rope's text, a breaker) at an offset or a line number
/// and answer through one required out-parameter.
protocol QueryBox: HandleBox {
    associatedtype Subject
    /// What the queries read.
    var subject: Subject { get }
}

extension QueryBox {
    /// Runs a query of `argument` (an offset or a line number) on the box behind `handle`: checks
    /// `out` (`outName` in messages), then stores through it what `body` returns; a
    /// `TextRangeError` is a TE_ERROR_RANGE failure.
    @inline(__always)
    static func query<Value>(
        _ handle: OpaquePointer?, _ argument: Int64, _ out: UnsafeMutablePointer<Value>?, _ outName: String,
        _ function: StaticString = #function, _ body: (Subject, Int) throws(TextRangeError) -> Value
    ) -> te_status {
        CEntry.run(handle, as: Self.self, function) { (box) throws(CFailure) in
            let out = try COutput.require(out, outName)
            out.pointee = try CFailure.ranged { () throws(TextRangeError) in try body(box.subject, Int(argument)) }
        }
    }
}
