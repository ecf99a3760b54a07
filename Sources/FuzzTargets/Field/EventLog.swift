import Foundation
import TextControls
import TranscriptVocabulary

/// What a fuzz step is doing, which decides the delegate calls and events it may cause.
enum ActionKind: String {
    /// A user edit or IME action, undo, redo (delegate asked, events sent).
    case user
    /// A user selection change (select, select all, caret moves).
    case userSelection
    /// Code setting the text or replacing a range: only `shouldApply`, no UIKit call, no event.
    case programmatic
    /// Code setting the selection: silent, except the text view's didChangeSelection.
    case programmaticSelection
    /// Return (and a field's "\n" key): shouldReturn, its events, maybe resigning.
    case returnKey
    /// The clear button.
    case clear
    /// Becoming or resigning first responder, ending editing without force.
    case focus
    /// Ending editing by force: the delegate's answer is ignored.
    case forcedEnd
    /// A property change (may force the end of editing when disabling).
    case setting
    /// The search bar's other buttons.
    case button
    /// A read: must change nothing.
    case query
    /// Undo all then redo all, the delegate accepting everything.
    case roundTrip
}

/// One thing a control did or was asked, in the order it happened. Its description writes a
/// delegate call as ``DelegateCall`` does, under the text field's and text view's names.
enum Entry: CustomStringConvertible {
    /// The driver starts an action on this control.
    case action(ActionKind, String)
    /// A delegate, inside one of its calls, performs an action on its control; `reentrantEnd`
    /// closes it.
    case reentrant(ActionKind, String)
    case reentrantEnd
    case shouldBegin(Bool)
    case didBegin
    case shouldEnd(Bool)
    case didEnd
    /// The UIKit-shaped question, with the source of the edit being proposed (nil for the text
    /// view's question at the start of the text, which proposes nothing).
    case shouldChange([NSRange], String, TextEdit.Source?, Bool)
    case shouldApply(TextEdit, TextEditDecision)
    /// An edit observer saw `edit` applied; `text` is the text after it.
    case applied(TextEdit, text: String)
    case didChangeSelection
    /// A text field's control event.
    case event(ControlEvents)
    /// The text view's didChange.
    case didChange
    /// The search bar's textDidChange.
    case searchTextDidChange(String)
    case notification(String)
    case shouldClear(Bool)
    case shouldReturn(Bool)
    /// A search bar button or scope change reported to the delegate.
    case button(String)

    var description: String {
        switch self {
        case let .action(kind, name): return "action \(kind) \(name)"
        case let .reentrant(kind, name): return "re-entrant \(kind) \(name)"
        case .reentrantEnd: return "re-entrant end"
        case let .shouldBegin(answer): return DelegateCall.shouldBeginEditing(answer).description
        case .didBegin: return DelegateCall.didBeginEditing.description
        case let .shouldEnd(answer): return DelegateCall.shouldEndEditing(answer).description
        case .didEnd: return DelegateCall.didEndEditing(nil).description
        case let .shouldChange(ranges, string, source, answer):
            return "\(DelegateCall.shouldChangeText(ranges, string, answer)) (\(source.map(\.rawValue) ?? "no edit"))"
        case let .shouldApply(edit, decision): return "shouldApply \(describe(edit)) -> \(describe(decision))"
        case let .applied(edit, text): return "applied \(describe(edit)), text \(escaped(text.utf16))"
        case .didChangeSelection: return "didChangeSelection"
        case let .event(event): return "event \(event)"
        case .didChange: return DelegateCall.didChange.description
        case let .searchTextDidChange(text): return DelegateCall.textDidChange(text).description
        case let .notification(name): return "notification \(name)"
        case let .shouldClear(answer): return DelegateCall.shouldClear(answer).description
        case let .shouldReturn(answer): return DelegateCall.shouldReturn(answer).description
        case let .button(name): return "button \(name)"
        }
    }
}

/// An entry with the state of its control when it was recorded.
struct Record: CustomStringConvertible {
    let control: Int
    let entry: Entry
    let selection: NSRange
    let isEditing: Bool

    var description: String { "[\(control)] \(entry) (selection \(format(selection)))" }
}

/// `edit` as the REPL's `edit` line writes it, then the selection and marked range after it.
func describe(_ edit: TextEdit) -> String {
    var text = "\(Quoting.edit(edit)) selection \(format(edit.selectionAfter))"
    if let marked = edit.markedRangeAfter { text += " marked \(format(marked))" }
    return text
}

func describe(_ decision: TextEditDecision) -> String {
    switch decision {
    case .accept: return "accept"
    case .reject: return "reject"
    case .substitute(let edit): return "substitute \(describe(edit))"
    }
}

