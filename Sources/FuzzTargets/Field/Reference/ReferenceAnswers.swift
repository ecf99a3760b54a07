import Foundation
import TextControls

/// A prediction that the control contradicted, or a question the control asked that the
/// reference did not expect.
struct ReferenceMismatch: Error {
    let message: String
}

/// What a control's scripted delegate answered during one step, in the order it was asked: the
/// UIKit-shaped question, the edit-shaped one, and whether to clear, return or end editing. The
/// reference asks in turn and must be asked exactly these questions: each one it takes must show
/// the ranges, text and source it expects, and none may be left over.
struct ReferenceAnswers {
    private var entries: [Entry] = []
    private var next = 0

    init() {}

    init(_ records: [Record], control: Int) {
        entries = records.compactMap { record in
            guard record.control == control else { return nil }
            switch record.entry {
            case .shouldChange, .shouldApply, .shouldClear, .shouldReturn, .shouldEnd: return record.entry
            default: return nil
            }
        }
    }

    private mutating func take(_ expected: String) throws(ReferenceMismatch) -> Entry {
        guard next < entries.count else { throw ReferenceMismatch(message: "the delegate was not asked \(expected)") }
        next += 1
        return entries[next - 1]
    }

    /// The UIKit-shaped answer for `ranges` and `string`, asked about an edit of `source`.
    mutating func shouldChange(_ ranges: [NSRange], _ string: String, _ source: TextEdit.Source) throws(ReferenceMismatch) -> Bool {
        let expected = "shouldChange \(ranges.map(format)) \(escaped(string.utf16)) (\(source.rawValue))"
        let entry = try take(expected)
        guard case let .shouldChange(shown, text, shownSource, answer) = entry, shown == ranges, text == string, shownSource == source else {
            throw ReferenceMismatch(message: "the delegate was asked \(entry), expected \(expected)")
        }
        return answer
    }

    /// The UIKit-shaped answers for an undo, whose ranges the reference does not predict: every
    /// question about an edit of `source` in a row, true when all said yes.
    mutating func shouldChangeAny(_ source: TextEdit.Source) -> Bool {
        while next < entries.count, case let .shouldChange(_, _, shownSource, answer) = entries[next], shownSource == source {
            next += 1
            if !answer { return false }
        }
        return true
    }

    /// The edit-shaped answer for an edit replacing `ranges` with `replacements`.
    mutating func shouldApply(_ edit: ReferenceEdit, checkingRanges: Bool = true) throws(ReferenceMismatch) -> TextEditDecision {
        let expected = "shouldApply \(edit)"
        let entry = try take(expected)
        guard case let .shouldApply(shown, decision) = entry, shown.source == edit.source else {
            throw ReferenceMismatch(message: "the delegate was asked \(entry), expected \(expected)")
        }
        if checkingRanges && (shown.ranges != edit.ranges || shown.replacements.map { Array($0.utf16) } != edit.replacements) {
            throw ReferenceMismatch(message: "the delegate was asked \(entry), expected \(expected)")
        }
        return decision
    }

    mutating func shouldClear() throws(ReferenceMismatch) -> Bool {
        try yesOrNo("textFieldShouldClear") { if case let .shouldClear(answer) = $0 { answer } else { nil } }
    }

    mutating func shouldReturn() throws(ReferenceMismatch) -> Bool {
        try yesOrNo("textFieldShouldReturn") { if case let .shouldReturn(answer) = $0 { answer } else { nil } }
    }

    mutating func shouldEnd() throws(ReferenceMismatch) -> Bool {
        try yesOrNo("shouldEndEditing") { if case let .shouldEnd(answer) = $0 { answer } else { nil } }
    }

    // The answer to the next question, which must be `question`: `answer` reads it from an entry
    // of that kind (nil for any other).
    private mutating func yesOrNo(_ question: String, _ answer: (Entry) -> Bool?) throws(ReferenceMismatch) -> Bool {
        let entry = try take(question)
        guard let answer = answer(entry) else {
            throw ReferenceMismatch(message: "the delegate was asked \(entry), expected \(question)")
        }
        return answer
    }

    /// Fails if the control asked more than the reference did.
    func finish() throws(ReferenceMismatch) {
        guard next < entries.count else { return }
        throw ReferenceMismatch(message: "the delegate was also asked \(entries[next]), which the reference did not expect")
    }
}
