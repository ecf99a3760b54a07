import Foundation
import TextControls
import TranscriptVocabulary

/// What the REPL's three delegates share: the transcript they print every call to, and the
/// policies (`policy …`) that answer their questions.
class LoggingDelegate {
    let transcript: Transcript
    /// The policies in force; `nil` answers every question with UIKit's default.
    var policies: TextFieldPolicies?

    init(transcript: Transcript) { self.transcript = transcript }

    /// Prints `call` with its answer and returns it: what `ask` says the policies answer, or
    /// UIKit's default, true.
    final func answer(_ call: (Bool) -> DelegateCall, _ ask: (TextFieldPolicies) -> Bool) -> Bool {
        let answer = policies.map(ask) ?? true
        transcript.delegate(call(answer))
        return answer
    }
}
