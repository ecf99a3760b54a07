/// See ``TextFieldPolicies/maxLength(_:unit:)``.
public struct MaxLengthPolicy: TextEditPolicy {
    /// The most units of `unit` the text may hold.
    public let limit: Int
    /// What is counted: grapheme clusters, UTF-16 code units, scalars or UTF-8 bytes.
    public let unit: LengthUnit

    /// At most `limit` units of `unit`.
    public init(limit: Int, unit: LengthUnit = .graphemes) {
        self.limit = limit
        self.unit = unit
    }

    /// Truncates the replacement of `edit` to what keeps the text within ``limit`` (a negative
    /// limit allows nothing); an edit whose ranges do not fit the control's text is rejected.
    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision {
        guard edit.rangesFit(inTextOf: control.document.utf16Count) else { return .reject }
        guard !edit.isComposing, !edit.replacement.isEmpty else { return .accept }
        let length = unit.length(after: edit, in: control)
        let allowed = Swift.max(limit, 0)
        guard length > allowed else { return .accept }
        let excess = length - allowed
        let kept = Self.prefix(of: edit.replacement, dropping: excess, unit: unit)
        return kept.isEmpty ? .reject : .substitute(edit.replacing(with: kept))
    }

    // The longest prefix of `text`, cut at a grapheme cluster boundary, that is at least
    // `excess` units shorter.
    private static func prefix(of text: String, dropping excess: Int, unit: LengthUnit) -> String {
        let target = unit.length(of: text) - excess
        guard target > 0 else { return "" }
        var kept = ""
        for character in text {
            let candidate = kept + String(character)
            if unit.length(of: candidate) > target { break }
            kept = candidate
        }
        return kept
    }
}
