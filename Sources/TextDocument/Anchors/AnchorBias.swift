/// Which side of an insertion a position stays on when text is inserted exactly at it.
///
/// ``before`` keeps the position before the new text (GTK's left gravity, CodeMirror's
/// `assoc = -1`); ``after`` moves it past the new text (right gravity, `assoc = 1`). Bias also
/// decides where a position strictly inside a replaced range goes: to the start of the new text
/// (`before`) or to its end (`after`). A position at the start of a replaced range stays at the
/// start of the new text, and one at its end goes to the end of the new text, whatever the bias:
/// it stays with the surviving text beside it.
public enum AnchorBias: String, Hashable, Sendable, Codable, CaseIterable {
    /// Stays before text inserted at it.
    case before
    /// Moves after text inserted at it.
    case after
}
