import CTextEngine
import TextDocument

/// The `TE_LINE_ENDINGS_*` values.
enum LineEndingCode {
    static func code(of style: LineEndingStyle?) -> Int32 {
        guard let style else { return Int32(TE_LINE_ENDINGS_UNKNOWN) }
        switch style {
        case .lf: return Int32(TE_LINE_ENDINGS_LF)
        case .crlf: return Int32(TE_LINE_ENDINGS_CRLF)
        case .cr: return Int32(TE_LINE_ENDINGS_CR)
        case .mixed: return Int32(TE_LINE_ENDINGS_MIXED)
        case .none: return Int32(TE_LINE_ENDINGS_NONE)
        }
    }

    static func code(of conversion: LineEnding?) -> Int32 {
        conversion.map { code(of: LineEndingStyle($0)) } ?? Int32(TE_LINE_ENDINGS_KEEP)
    }

    /// The conversion a `line_endings` argument names.
    static func conversion(_ code: Int32) throws(CFailure) -> LineEnding? {
        switch code {
        case Int32(TE_LINE_ENDINGS_KEEP): return nil
        case Int32(TE_LINE_ENDINGS_LF): return .lf
        case Int32(TE_LINE_ENDINGS_CRLF): return .crlf
        case Int32(TE_LINE_ENDINGS_CR): return .cr
        default:
            throw CFailure(.invalidArgument, "line_endings \(code) is not TE_LINE_ENDINGS_KEEP, _LF, _CRLF or _CR")
        }
    }
}
