import TextDocument

/// A text argument of an entry point that has a UTF-8 and a UTF-16 form: the pointer and length
/// as the caller gave them (see ``CText``), decoded by the call once it has checked its handle.
enum CTextArgument {
    case utf8(UnsafePointer<CChar>?, Int64)
    case utf16(UnsafePointer<UInt16>?, Int64)

    /// The text as a String: well-formed UTF-8, or UTF-16 without a lone surrogate.
    @inline(__always)
    func string() throws(CFailure) -> String {
        switch self {
        case .utf8(let bytes, let count): return try CText.string(utf8: bytes, count)
        case .utf16(let units, let count): return try CText.string(utf16: units, count)
        }
    }
}

extension ReplacementText {
    /// The text of `argument`: UTF-8 must be well formed; UTF-16 units are kept exactly (lone
    /// surrogates included).
    @inline(__always)
    init(_ argument: CTextArgument) throws(CFailure) {
        switch argument {
        case .utf8(let bytes, let count): self.init(try CText.string(utf8: bytes, count))
        case .utf16(let units, let count): self.init(utf16CodeUnits: Array(try CText.utf16Units(units, count)))
        }
    }
}
