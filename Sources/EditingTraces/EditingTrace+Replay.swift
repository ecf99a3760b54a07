import TextRope

// A replay is three steps, so that a benchmark can time the middle one alone: a text holding the
// start content, the prepared edits applied to it, and a check of the result.
extension EditingTrace {
    /// A new text holding the trace's start content.
    public func startText<Text: EditableUTF16Text>(_ type: Text.Type = Text.self) -> Text {
        Text(utf16CodeUnits: startContent)
    }

    /// The trace's edits, prepared for `Text`.
    public func preparedEdits<Text: EditableUTF16Text>(for type: Text.Type = Text.self) -> PreparedEdits<Text> {
        PreparedEdits(edits)
    }

    /// Compares `text`, holding the start content after the first `applied` edits, with what
    /// those edits must produce: ``endContent`` after all of them, otherwise the same edits
    /// replayed on a new `TextRope`.
    /// - Throws: `TextRangeError` if `applied` is not in `0...edits.count`.
    public func check(_ text: some EditableUTF16Text, applied: Int) throws(TextRangeError) -> ReplayCheck {
        guard applied >= 0, applied <= edits.count else {
            throw .offsetOutOfBounds(offset: applied, unit: .utf16, limit: edits.count)
        }
        if applied == edits.count {
            return ReplayCheck(expected: endContent, actual: text.utf16Contents)
        }
        var reference: TextRope = startText()
        _ = try PreparedEdits<TextRope>(edits[..<applied]).apply(to: &reference)
        return ReplayCheck(expected: reference.utf16Contents, actual: text.utf16Contents)
    }

    /// Replays every edit on a new `Text` and checks the result against ``endContent``, through
    /// the same ``startText(_:)``, ``PreparedEdits/apply(to:until:)`` and ``check(_:applied:)``
    /// that the benchmark times and checks.
    /// - Throws: `TextRangeError` if an edit does not fit the text `Text` produced.
    public func replay<Text: EditableUTF16Text>(on type: Text.Type) throws(TextRangeError) -> ReplayCheck {
        var text: Text = startText()
        let applied = try preparedEdits(for: Text.self).apply(to: &text)
        return try check(text, applied: applied)
    }
}
