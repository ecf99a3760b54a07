import EditingTraces
import TextRope

/// A text store that text-bench measures: `TextRope` or one of its baselines.
protocol BenchText: EditableUTF16Text {
    /// Reads a UTF-8 file the way this store naturally would.
    static func load(utf8File path: String) throws -> Self

    // Both return a closure bound to one text, called with the offset alone: a closure generic
    // over the text would reach a large struct (TextRope) through a reabstraction thunk on
    // every call, which the rows would time along with the query.

    /// How this store answers `conversion` (from an offset to an offset) on `text`, or nil when it
    /// has no equivalent; the row then prints n/a.
    static func converter(_ conversion: Conversion, on text: Self) -> ((Int) -> Int)?

    /// How this store finds the segment of `kind` around a UTF-16 offset of `text`, or nil when it
    /// has no equivalent. The answer is folded into one number for checking (see
    /// `BoundaryQuery.fold`).
    static func boundaryQuery(_ kind: BoundaryQuery, on text: Self) -> ((Int) -> Int)?
}

/// A boundary query at an offset: the grapheme cluster containing it, or the word segment there.
enum BoundaryQuery: String, CaseIterable {
    case grapheme, word

    /// One number for a segment (or none), for checksums.
    static func fold(_ range: Range<Int>?) -> Int {
        guard let range else { return -1 }
        return range.lowerBound &* 31 &+ range.upperBound
    }
}

/// An offset conversion, as `TextRope` defines it: an offset inside a scalar rounds down to it.
enum Conversion: String, CaseIterable {
    case utf16ToScalar = "UTF-16 → scalar"
    case scalarToUTF16 = "scalar → UTF-16"
    case utf16ToUTF8 = "UTF-16 → UTF-8"
    case utf8ToUTF16 = "UTF-8 → UTF-16"
    case utf16ToLine = "UTF-16 → line"

    /// The largest offset the conversion takes in `document`.
    func limit(in document: Document) -> Int {
        switch self {
        case .utf16ToScalar, .utf16ToUTF8, .utf16ToLine: return document.utf16Count
        case .scalarToUTF16: return document.scalarCount
        case .utf8ToUTF16: return document.utf8Count
        }
    }
}

/// The stores measured in every workload, in table order.
enum Implementation: String, CaseIterable {
    case rope = "TextRope"
    /// TextRope through the C ABI (`te_rope_*`); see ``CAPIText``.
    case cAPI = "c-api"
    case cfMutableString = "CFMutableString"
    case nsMutableString = "NSMutableString"
    case string = "String"
    case unitArray = "[UInt16]"

    /// Calls `visitor` with this implementation's concrete type, so that the code it runs is
    /// specialised for that type rather than going through witness tables.
    func visit<V: ImplementationVisitor>(_ visitor: V) throws -> V.Result {
        switch self {
        case .rope: return try visitor.visit(TextRope.self)
        case .cAPI: return try visitor.visit(CAPIText.self)
        case .cfMutableString: return try visitor.visit(CFMutableStringText.self)
        case .nsMutableString: return try visitor.visit(NSMutableStringText.self)
        case .string: return try visitor.visit(SwiftStringText.self)
        case .unitArray: return try visitor.visit([UInt16].self)
        }
    }
}

/// Code generic over the store, run through `Implementation.visit(_:)`.
protocol ImplementationVisitor {
    associatedtype Result
    func visit<Text: BenchText>(_ type: Text.Type) throws -> Result
}
