import Foundation
import TextControls

/// What the REPL's three delegates share: the transcript they print every call to, and the
/// policies (`policy …`) that answer their questions.
class LoggingDelegate {
    let transcript: Transcript
    /// The policies in force; `nil` answers every question with UIKit's default.
    var policies: TextFieldPolicies?

    init(transcript: Transcript) { self.transcript = transcript }

    /// Prints `call` with its answer and returns it: what `ask` says the policies answer, or
    /// UIKit's default, true.
    final func answer(_ call: String, _ ask: (TextFieldPolicies) -> Bool) -> Bool {
        transcript.delegate(call, answer: policies.map(ask) ?? true)
    }

    /// ``answer(_:_:)`` for a proposed change: `call` printed with the ranges and the text.
    final func answer(_ call: String, _ ranges: [NSRange], _ text: String, _ ask: (TextFieldPolicies) -> Bool) -> Bool {
        answer("\(call) \(Quoting.ranges(ranges)) \(Quoting.quoted(text))", ask)
    }
}
