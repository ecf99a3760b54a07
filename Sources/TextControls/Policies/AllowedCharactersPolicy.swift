import Foundation

/// See ``TextFieldPolicies/allowedCharacters(_:)``.
public struct AllowedCharactersPolicy: TextEditPolicy {
    /// The scalars an insertion may keep.
    public let allowed: CharacterSet

    /// Only scalars in `allowed`.
    public init(allowed: CharacterSet) { self.allowed = allowed }

    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision {
        guard !edit.isComposing, !edit.replacement.isEmpty else { return .accept }
        var filtered = String.UnicodeScalarView()
        filtered.append(contentsOf: edit.replacement.unicodeScalars.filter { allowed.contains($0) })
        let kept = String(filtered)
        if kept == edit.replacement { return .accept }
        return kept.isEmpty ? .reject : .substitute(edit.replacing(with: kept))
    }
}
