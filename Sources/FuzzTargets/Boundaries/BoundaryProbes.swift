import CICU
import ICUTestSupport
import TextBoundaries
import TextRope

/// ICU's answers for one flat text: the `FlatICU` of each kind, built on first use with
/// iterators opened once per fuzz run.
final class FlatOracle {
    let units: [UInt16]
    private let iterators: [FlatICU.Iterator]
    private var flats: [FlatICU?]

    init(_ units: [UInt16], iterators: [FlatICU.Iterator]) {
        self.units = units
        self.iterators = iterators
        flats = Array(repeating: nil, count: iterators.count)
    }

    static func openIterators() -> [FlatICU.Iterator] {
        [CICU_BREAK_CHARACTER, CICU_BREAK_WORD, CICU_BREAK_SENTENCE, CICU_BREAK_LINE].map(FlatICU.Iterator.init)
    }

    var count: Int { units.count }

    func flat(_ kind: CICUBreakKind) -> FlatICU {
        let index = Int(kind.rawValue)
        if let flat = flats[index] { return flat }
        let flat = FlatICU(iterators[index], units)
        flats[index] = flat
        return flat
    }
}

/// A query of `TextBoundaryQueries` at an offset or a range, with the answer or error expected
/// for it, both as descriptions.
protocol BoundaryProbe {
    associatedtype Argument
    /// How a failure names the query.
    var name: String { get }
    /// What introduces the expected answer in a failure's message.
    static var expectationLabel: String { get }
    var query: @Sendable (any TextBoundaryQueries, Argument) throws(TextRangeError) -> String { get }
    func expectation(_ oracle: FlatOracle, _ argument: Argument) -> Result<String, TextRangeError>
}

/// One offset query of `TextBoundaryQueries` and the answer ICU on the flat text implies. Answers are
/// compared as their descriptions, so one table covers queries of every result type.
struct OffsetProbe: BoundaryProbe, Sendable {
    static let expectationLabel = "ICU on the flat text: "
    let name: String
    let kind: CICUBreakKind
    let query: @Sendable (any TextBoundaryQueries, Int) throws(TextRangeError) -> String
    let expected: @Sendable (FlatICU, Int) -> String

    static let all: [OffsetProbe] = [
        OffsetProbe("graphemeBoundary(before:)", CICU_BREAK_CHARACTER, { q, o throws(TextRangeError) in try show(q.graphemeBoundary(before: o)) }) { show($0.before($1)) },
        OffsetProbe("graphemeBoundary(after:)", CICU_BREAK_CHARACTER, { q, o throws(TextRangeError) in try show(q.graphemeBoundary(after: o)) }) { show($0.after($1)) },
        OffsetProbe("isGraphemeBoundary", CICU_BREAK_CHARACTER, { q, o throws(TextRangeError) in try show(q.isGraphemeBoundary(o)) }) { show($0.isBoundary($1)) },
        OffsetProbe("rangeOfComposedCharacterSequence", CICU_BREAK_CHARACTER, { q, o throws(TextRangeError) in try show(q.rangeOfComposedCharacterSequence(atUTF16: o)) }) { show($0.cluster(atUTF16: $1)!) },
        OffsetProbe("wordBoundary(before:)", CICU_BREAK_WORD, { q, o throws(TextRangeError) in try show(q.wordBoundary(before: o)) }) { show($0.before($1)) },
        OffsetProbe("wordBoundary(after:)", CICU_BREAK_WORD, { q, o throws(TextRangeError) in try show(q.wordBoundary(after: o)) }) { show($0.after($1)) },
        OffsetProbe("wordRange", CICU_BREAK_WORD, { q, o throws(TextRangeError) in try show(q.wordRange(atUTF16: o)) }) { show($0.wordRange(atUTF16: $1)) },
        OffsetProbe("wordStart(before:)", CICU_BREAK_WORD, { q, o throws(TextRangeError) in try show(q.wordStart(before: o)) }) { show($0.wordStart(before: $1)) },
        OffsetProbe("wordEnd(after:)", CICU_BREAK_WORD, { q, o throws(TextRangeError) in try show(q.wordEnd(after: o)) }) { show($0.wordEnd(after: $1)) },
        OffsetProbe("sentenceBoundary(before:)", CICU_BREAK_SENTENCE, { q, o throws(TextRangeError) in try show(q.sentenceBoundary(before: o)) }) { show($0.before($1)) },
        OffsetProbe("sentenceBoundary(after:)", CICU_BREAK_SENTENCE, { q, o throws(TextRangeError) in try show(q.sentenceBoundary(after: o)) }) { show($0.after($1)) },
        OffsetProbe("sentenceRange", CICU_BREAK_SENTENCE, { q, o throws(TextRangeError) in try show(q.sentenceRange(atUTF16: o)) }) { show($0.sentenceRange(atUTF16: $1)) },
        OffsetProbe("lineBreakOpportunity(before:)", CICU_BREAK_LINE, { q, o throws(TextRangeError) in try show(q.lineBreakOpportunity(before: o)) }) { show($0.before($1)) },
        OffsetProbe("lineBreakOpportunity(after:)", CICU_BREAK_LINE, { q, o throws(TextRangeError) in try show(q.lineBreakOpportunity(after: o)) }) { show($0.after($1)) },
        OffsetProbe("isLineBreakOpportunity", CICU_BREAK_LINE, { q, o throws(TextRangeError) in try show(q.isLineBreakOpportunity(o)) }) { show($0.isBoundary($1)) },
    ]

    init(
        _ name: String, _ kind: CICUBreakKind, _ query: @escaping @Sendable (any TextBoundaryQueries, Int) throws(TextRangeError) -> String,
        expected: @escaping @Sendable (FlatICU, Int) -> String
    ) {
        self.name = name
        self.kind = kind
        self.query = query
        self.expected = expected
    }

    /// The expected answer, or error, for `offset` (valid or not).
    func expectation(_ oracle: FlatOracle, _ offset: Int) -> Result<String, TextRangeError> {
        guard offset >= 0, offset <= oracle.count else {
            return .failure(.offsetOutOfBounds(offset: offset, unit: .utf16, limit: oracle.count))
        }
        return .success(expected(oracle.flat(kind), offset))
    }
}

/// One range query of `TextBoundaryQueries` and its expected answer: ICU's clusters on the flat
/// text, or the plain line and width references over it.
struct RangeProbe: BoundaryProbe, Sendable {
    static let expectationLabel = "expected "
    let name: String
    let query: @Sendable (any TextBoundaryQueries, Range<Int>) throws(TextRangeError) -> String
    let expected: @Sendable (FlatOracle, Range<Int>) -> String

    static let all: [RangeProbe] = [
        RangeProbe("rangeOfComposedCharacterSequences", { q, r throws(TextRangeError) in try show(q.rangeOfComposedCharacterSequences(for: r)) }) {
            show($0.flat(CICU_BREAK_CHARACTER).clusters(covering: $1))
        },
        RangeProbe("graphemeCount(in:)", { q, r throws(TextRangeError) in try show(q.graphemeCount(in: r)) }) {
            show($0.flat(CICU_BREAK_CHARACTER).boundaryCount(in: $1))
        },
        RangeProbe("displayWidth", { q, r throws(TextRangeError) in try show(q.displayWidth(of: r)) }) {
            show(ReferenceWidth.width($0.units, $1, clusters: $0.flat(CICU_BREAK_CHARACTER)))
        },
        RangeProbe("lineRange", { q, r throws(TextRangeError) in try show(q.lineRange(for: r)) }) {
            show(ReferenceLines.bounds($0.units, $1, terminator: ReferenceLines.isLineTerminator).range)
        },
        RangeProbe("lineBounds", { q, r throws(TextRangeError) in try show(q.lineBounds(for: r)) }) {
            show(ReferenceLines.bounds($0.units, $1, terminator: ReferenceLines.isLineTerminator))
        },
        RangeProbe("paragraphRange", { q, r throws(TextRangeError) in try show(q.paragraphRange(for: r)) }) {
            show(ReferenceLines.bounds($0.units, $1, terminator: ReferenceLines.isParagraphTerminator).range)
        },
        RangeProbe("paragraphBounds", { q, r throws(TextRangeError) in try show(q.paragraphBounds(for: r)) }) {
            show(ReferenceLines.bounds($0.units, $1, terminator: ReferenceLines.isParagraphTerminator))
        },
    ]

    init(
        _ name: String, _ query: @escaping @Sendable (any TextBoundaryQueries, Range<Int>) throws(TextRangeError) -> String,
        expected: @escaping @Sendable (FlatOracle, Range<Int>) -> String
    ) {
        self.name = name
        self.query = query
        self.expected = expected
    }

    /// The expected answer, or error, for `range` (valid or not).
    func expectation(_ oracle: FlatOracle, _ range: Range<Int>) -> Result<String, TextRangeError> {
        guard range.lowerBound >= 0, range.upperBound <= oracle.count else {
            let (length, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            return .failure(.rangeOutOfBounds(location: range.lowerBound, length: overflow ? Int.max : length, textLength: oracle.count))
        }
        return .success(expected(oracle, range))
    }
}

/// Runs a query, keeping its answer or its error.
func outcome(_ body: () throws(TextRangeError) -> String) -> Result<String, TextRangeError> {
    do throws(TextRangeError) {
        return .success(try body())
    } catch {
        return .failure(error)
    }
}

func show(_ value: some Any) -> String { String(describing: value) }
