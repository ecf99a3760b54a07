import CICU
import ICUTestSupport
import TextDocument
import TextRope
import TextTestSupport

/// The `search` fuzz target. A text is built by random edits of a `TextRope` (letters whose case
/// foldings differ, clusters, CR LF, surrogate pairs and lone halves, pieces of `HardText`), so
/// that with TEXTENGINE_CHECKS's 8-unit leaves matches straddle chunks. Between edits: literal
/// searches (with and without the cluster rule) must equal a naive scan of the flat text, and
/// case-insensitive ones and small regular expressions must equal ICU on the flat text, for the
/// whole text and for a range; the last match must be the last of the forward ones; a range
/// outside the text must throw.
enum SearchFuzzer {
    static let maxSteps = 120
    static let targetLength = 160
    /// How long one regular expression may run (on either side) before the comparison is skipped:
    /// a generated pattern can backtrack without end.
    static let regexTimeLimit = Duration.milliseconds(200)

    private static let pieces: [[UInt16]] = [
        "a", "b", "A", "B", "s", "S", "ß", "ẞ", "ſ", "k", "K", "\u{212A}", "i", "I", "ı", "İ", "σ", "Σ", "ς", "é", "e",
        "\u{301}", "e\u{301}", " ", "\n", "\r", "\r\n", "😀", "ab", "aa", "ba", "\u{FB06}",
    ].map { Array($0.utf16) } + [[0xD83D], [0xDE00]]

    private static let regexAtoms = [
        "a", "b", "A", "ß", "s", "é", ".", "\\n", "\\r", "\\s", "\\w", "\\W", "\\d", "[ab]", "[^a]", "[a-z]", "\\R", "\\X",
        "\\b", "^", "$", "(", ")", "(?:", "|", "*", "+", "?", "*?", "{1,2}", "(?i)", "(?s)", "😀", "\\x{1F600}", "\\p{L}",
        "(?<=a)", "(?<!b)", "(?<=\\s.)", "(?<=ß|SS)", "(?<=\\b\\w{1,3})",
    ]

    static func run(_ input: inout FuzzInput, trace: ((String) -> Void)?) throws(FuzzFailure) {
        var rope = TextRope()
        var units: [UInt16] = []
        var step = 0
        while input.nextStep(&step, limit: maxSteps) {
            switch input.byte() % 8 {
            case 0...2:
                edit(&rope, &units, &input)
                trace?("step \(step): text \(units)")
            case 3:
                try literal(rope, units, &input, step, trace)
            case 4:
                try folded(rope, units, &input, step, trace)
            case 5, 6:
                try regex(rope, units, &input, step, trace)
            default:
                let a = input.offset(in: units.count)
                let b = input.offset(in: units.count)
                let range = Swift.min(a, b)..<Swift.max(a, b)
                guard range.lowerBound < 0 || range.upperBound > units.count else { continue }
                do {
                    _ = try TextSearcher(SearchQuery(literal: "a")).matches(in: rope, range: range)
                    throw FuzzFailure("step \(step): range \(range) of a text of \(units.count) units did not throw")
                } catch let failure as FuzzFailure {
                    throw failure
                } catch {
                    guard case .range = error as? SearchError else { throw FuzzFailure("step \(step): range \(range) threw \(error)") }
                }
            }
        }
    }

    private static func edit(_ rope: inout TextRope, _ units: inout [UInt16], _ input: inout FuzzInput) {
        let count = units.count
        let edit = input.replacement(in: count, maxRemoval: count > targetLength ? 40 : 3) { input in
            let pick = input.byte()
            return pick < 200 ? pieces[Int(pick) % pieces.count] : HardText.pieces[Int(pick) % HardText.pieces.count]
        }
        try? rope.replace(utf16Range: edit.range, with: edit.insertion)
        units.replaceSubrange(edit.range, with: edit.insertion)
    }

    // A needle: mostly a piece of the text, else pieces; nil when it holds a lone surrogate
    // (a query's pattern is a String).
    private static func needle(_ units: [UInt16], _ input: inout FuzzInput) -> String? {
        var needle: [UInt16] = []
        if !units.isEmpty && input.byte() % 4 != 0 {
            let start = input.int(in: 0...(units.count - 1))
            needle = Array(units[start..<Swift.min(units.count, start + input.int(in: 1...10))])
        } else {
            for _ in 0..<input.int(in: 1...3) { needle += pieces[Int(input.byte()) % pieces.count] }
        }
        let string = String(decoding: needle, as: UTF16.self)
        return Array(string.utf16) == needle ? string : nil
    }

    private static func range(_ count: Int, _ input: inout FuzzInput) -> Range<Int> {
        guard input.byte() % 2 == 0 else { return 0..<count }
        let a = input.int(in: 0...count)
        let b = input.int(in: 0...count)
        return Swift.min(a, b)..<Swift.max(a, b)
    }

    private static func literal(_ rope: TextRope, _ units: [UInt16], _ input: inout FuzzInput, _ step: Int, _ trace: ((String) -> Void)?) throws(FuzzFailure) {
        guard let pattern = needle(units, &input) else { return }
        let whole = input.byte() % 2 == 0
        let range = range(units.count, &input)
        let expected = FlatSearch.literal(Array(pattern.utf16), in: units, range: range, boundaries: whole ? FlatSearch.clusterBoundaries(units) : nil)
        trace?("step \(step): literal \(Array(pattern.utf16)) whole \(whole) in \(range): \(expected)")
        try compare(SearchQuery(literal: pattern, matchesWholeClusters: whole), rope, range, expected, step, "literal \(Array(pattern.utf16)) whole \(whole)")
    }

    private static func folded(_ rope: TextRope, _ units: [UInt16], _ input: inout FuzzInput, _ step: Int, _ trace: ((String) -> Void)?) throws(FuzzFailure) {
        guard var pattern = needle(units, &input) else { return }
        if input.byte() % 2 == 0 { pattern = pattern.uppercased() }
        let range = range(units.count, &input)
        let options = UInt32(CICU_SEARCH_LITERAL | CICU_SEARCH_CASE_INSENSITIVE)
        guard let expected = FlatSearch.regex(pattern, options: options, in: units, range: range) else { return }
        trace?("step \(step): folded \(Array(pattern.utf16)) in \(range): \(expected.map(\.range))")
        try compare(
            SearchQuery(literal: pattern, ignoresCase: true, matchesWholeClusters: false), rope, range, expected.map(\.range), step,
            "folded \(Array(pattern.utf16))")
    }

    private static func regex(_ rope: TextRope, _ units: [UInt16], _ input: inout FuzzInput, _ step: Int, _ trace: ((String) -> Void)?) throws(FuzzFailure) {
        let pattern = (0..<input.int(in: 1...6)).map { _ in regexAtoms[Int(input.byte()) % regexAtoms.count] }.joined()
        let ignoresCase = input.byte() % 4 == 0
        let range = splitFree(range(units.count, &input), units)
        let deadline = cicu_monotonic_nanoseconds() + 1_000_000_000
        let options = UInt32(ignoresCase ? CICU_SEARCH_CASE_INSENSITIVE : 0)
        let expected = FlatSearch.regex(pattern, options: options, in: units, range: range, deadline: deadline)
        trace?("step \(step): regex /\(pattern)/ in \(range): \(expected.map { $0.map(\.range) } ?? [])")
        let searcher: TextSearcher
        do {
            searcher = try TextSearcher(SearchQuery(regularExpression: pattern, ignoresCase: ignoresCase))
        } catch {
            guard expected == nil else { throw FuzzFailure("step \(step): /\(pattern)/ refused (\(error)), ICU compiles it") }
            return
        }
        guard let expected else { return }
        let found: [SearchMatch]
        do {
            found = try searcher.matches(in: rope, range: range, timeLimit: regexTimeLimit)
        } catch {
            if case .timedOut = error { return }
            throw FuzzFailure("step \(step): /\(pattern)/ in \(range) threw \(error)")
        }
        let got = found.map { FlatSearch.Match(range: $0.range, groups: $0.captureGroups) }
        guard got == expected else {
            throw FuzzFailure("step \(step): /\(pattern)/ in \(range) of \(units): \(got.map(\.range)), ICU \(expected.map(\.range))")
        }
        guard (try? searcher.lastMatch(in: rope, range: range, timeLimit: regexTimeLimit))??.range == expected.last?.range else {
            throw FuzzFailure("step \(step): last match of /\(pattern)/ in \(range) is not ICU's \(String(describing: expected.last?.range))")
        }
    }

    private static func compare(
        _ query: SearchQuery, _ rope: TextRope, _ range: Range<Int>, _ expected: [Range<Int>], _ step: Int, _ label: String
    ) throws(FuzzFailure) {
        do {
            let searcher = try TextSearcher(query)
            let got = try searcher.matches(in: rope, range: range).map(\.range)
            guard got == expected else { throw FuzzFailure("step \(step): \(label) in \(range): \(got), expected \(expected)") }
            let first = try searcher.firstMatch(in: rope, range: range)?.range
            let last = try searcher.lastMatch(in: rope, range: range)?.range
            guard first == expected.first, last == expected.last else {
                throw FuzzFailure("step \(step): \(label) in \(range): first \(String(describing: first)) last \(String(describing: last)), expected \(expected)")
            }
        } catch let failure as FuzzFailure {
            throw failure
        } catch {
            throw FuzzFailure("step \(step): \(label) in \(range) threw \(error)")
        }
    }

    // `range` with its ends moved off the middle of a surrogate pair or a CR LF, where ICU's UText
    // and contiguous paths differ (see RegexProgram).
    private static func splitFree(_ range: Range<Int>, _ units: [UInt16]) -> Range<Int> {
        func splits(_ offset: Int) -> Bool {
            guard offset > 0, offset < units.count else { return false }
            let (a, b) = (units[offset - 1], units[offset])
            return (UTF16.isLeadSurrogate(a) && UTF16.isTrailSurrogate(b)) || (a == 0x0D && b == 0x0A)
        }
        return (splits(range.lowerBound) ? range.lowerBound - 1 : range.lowerBound)..<(splits(range.upperBound) ? range.upperBound + 1 : range.upperBound)
    }
}
