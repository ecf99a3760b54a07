import Foundation
import TextControls

/// A call a text field, text view or search bar makes to its delegate, as a transcript writes it:
/// UIKit's method name without the control's prefix (`textFieldShouldReturn` is `shouldReturn`,
/// `searchBarTextDidBeginEditing` is `textDidBeginEditing`), then the arguments (ranges and text
/// written by ``Quoting``), then ` -> ` and the answer for a question. The REPL prints these after
/// `delegate `; the control tests' recorder keeps them as they are.
public enum DelegateCall: Equatable, CustomStringConvertible {
    case shouldBeginEditing(Bool)
    /// A text field's or text view's.
    case didBeginEditing
    /// A search bar's.
    case textDidBeginEditing
    case shouldEndEditing(Bool)
    /// A text field's, with the reason it ended, or a text view's (no reason).
    case didEndEditing(TextField.DidEndEditingReason?)
    /// A search bar's.
    case textDidEndEditing
    /// A text field's question about a change: the ranges, the new text, the answer.
    case shouldChangeCharacters([NSRange], String, Bool)
    /// A text view's or search bar's question about a change.
    case shouldChangeText([NSRange], String, Bool)
    case shouldClear(Bool)
    case shouldReturn(Bool)
    /// The selection after the change.
    case didChangeSelection(NSRange)
    /// A text view's.
    case didChange
    /// A search bar's, with its new text.
    case textDidChange(String)
    case searchButtonClicked
    case cancelButtonClicked

    /// The call as one line, e.g. `shouldChangeCharacters {0,1} "a" -> true`. O(length of its text).
    public var description: String {
        switch self {
        case .shouldBeginEditing(let answer): return "shouldBeginEditing -> \(answer)"
        case .didBeginEditing: return "didBeginEditing"
        case .textDidBeginEditing: return "textDidBeginEditing"
        case .shouldEndEditing(let answer): return "shouldEndEditing -> \(answer)"
        case .didEndEditing(let reason): return "didEndEditing" + (reason.map { " \($0.rawValue)" } ?? "")
        case .textDidEndEditing: return "textDidEndEditing"
        case let .shouldChangeCharacters(ranges, text, answer): return Self.change("shouldChangeCharacters", ranges, text, answer)
        case let .shouldChangeText(ranges, text, answer): return Self.change("shouldChangeText", ranges, text, answer)
        case .shouldClear(let answer): return "shouldClear -> \(answer)"
        case .shouldReturn(let answer): return "shouldReturn -> \(answer)"
        case .didChangeSelection(let range): return "didChangeSelection \(Quoting.range(range))"
        case .didChange: return "didChange"
        case .textDidChange(let text): return "textDidChange \(Quoting.quoted(text))"
        case .searchButtonClicked: return "searchButtonClicked"
        case .cancelButtonClicked: return "cancelButtonClicked"
        }
    }

    private static func change(_ name: String, _ ranges: [NSRange], _ text: String, _ answer: Bool) -> String {
        "\(name) \(Quoting.ranges(ranges)) \(Quoting.quoted(text)) -> \(answer)"
    }
}
