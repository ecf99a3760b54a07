import Foundation
import TextControls

/// Checks the record of a `field` run against the canonical event order (the TextControls
/// article on UIKit behaviour), one record at a time:
/// - a proposal goes `shouldChange` (user sources; one per range, in order, for an edit with a
///   text per range) → `shouldApply` → applied, each step only after
///   the previous one said yes and while the text is still the one the proposal was made for;
///   the clear button asks `shouldClear` instead of `shouldChange`; programmatic edits ask only
///   `shouldApply`, and only from programmatic actions;
/// - an applied user edit is followed at once by exactly its announcements (didChangeSelection
///   only if the selection changed, then editingChanged + notification / didChange +
///   notification / textDidChange with the new text); nothing announces an edit that was not
///   applied, so nothing follows a refusal;
/// - other didChangeSelection calls come only from user selection changes (and the text view's
///   programmatic ones) that changed the selection;
/// - didBegin only after an accepted shouldBegin while not editing, then editingDidBegin and its
///   notification; didEnd only while editing, after an accepted shouldEnd or a forced end, then
///   editingDidEnd and its notification; editingDidEndOnExit only after an accepted shouldReturn,
///   then primaryActionTriggered.
struct EventOrderChecker {
    private struct Proposal {
        var ranges: [NSRange]
        var replacement: String
        var accepted: Bool
        var version: Int
    }

    private struct ControlState {
        var editing = false
        var mayBegin = false
        var mayEnd = false
        var mayClear = false
        var mayExit = false
        /// The `shouldChange` questions since the last `shouldApply`, a run of accepted ones on
        /// the same text: an edit with a text per range is asked range by range.
        var changes: [Proposal] = []
        /// `shouldApply` answers not yet applied, outermost first: a delegate acting from inside
        /// `shouldApply` nests a proposal of its own, which may be refused while the outer one
        /// goes ahead.
        var asked: [(edit: TextEdit, decision: TextEditDecision, version: Int)] = []
        /// A commit was refused, or asked about and not applied: the control may withdraw the
        /// composition (apply an empty commit).
        var commitRefused = false
        /// Bumped by every applied edit: a question asked about an older text is stale.
        var version = 0
        var selection = NSRange(location: 0, length: 0)
        /// Announcements that must come next.
        var expected: [Entry] = []
    }

    private var states: [ControlState]
    private var kinds: [ControlHarness.Kind]
    private var actions: [ActionKind] = []

    init(_ controls: [ControlHarness]) {
        states = controls.map { _ in ControlState() }
        kinds = controls.map(\.kind)
    }

    /// Starts a step: the selections as the controls have them now (code may have changed them
    /// silently since).
    mutating func beginStep(_ controls: [ControlHarness]) {
        actions.removeAll()
        for control in controls {
            states[control.index].selection = control.model.selectedRange
            states[control.index].asked.removeAll()
        }
    }

    /// The first problem in `record`, given everything before it; nil if it is in order.
    mutating func check(_ record: Record, reportsCommitAsInsertionPoint: Bool) -> String? {
        let c = record.control
        defer { states[c].selection = record.selection }
        if let pending = states.firstIndex(where: { !$0.expected.isEmpty }) {
            let expected = states[pending].expected[0]
            guard pending == c, matches(record.entry, expected) else {
                return "expected \(expected) from control \(pending) next"
            }
            states[c].expected.removeFirst()
            return nil
        }
        let action = actions.last ?? .query
        switch record.entry {
        case let .action(kind, _):
            actions = [kind]
        case let .reentrant(kind, _):
            actions.append(kind)
        case .reentrantEnd:
            actions.removeLast()
        case let .shouldBegin(answer):
            guard !states[c].editing else { return "shouldBegin while editing" }
            guard [.focus, .clear].contains(action) else { return "shouldBegin during a \(action) action" }
            states[c].mayBegin = answer
        case .didBegin:
            guard !states[c].editing, states[c].mayBegin, record.isEditing else { return "didBegin without an accepted shouldBegin" }
            states[c].editing = true
            states[c].mayBegin = false
            states[c].expected = announcements(beginning: c)
        case let .shouldEnd(answer):
            guard states[c].editing else { return "shouldEnd while not editing" }
            states[c].mayEnd = answer
        case .didEnd:
            let forced = [.forcedEnd, .setting].contains(action)
            guard states[c].editing, states[c].mayEnd || forced, !record.isEditing else {
                return "didEnd without editing and an accepted shouldEnd or a forced end"
            }
            states[c].editing = false
            states[c].mayEnd = false
            states[c].expected = announcements(ending: c)
        case let .shouldChange(ranges, string, source, answer):
            guard ![.programmatic, .programmaticSelection, .query, .button].contains(action) else {
                return "shouldChange during a \(action) action"
            }
            if let last = states[c].changes.last, !last.accepted || last.version != states[c].version { states[c].changes = [] }
            states[c].changes.append(Proposal(ranges: ranges, replacement: string, accepted: answer, version: states[c].version))
            states[c].commitRefused = !answer && source == .commit
        case let .shouldApply(edit, decision):
            if let problem = checkAsked(c, edit, action, reportsCommitAsInsertionPoint) { return problem }
            states[c].asked.append((edit, decision, states[c].version))
            // Until it is applied, a commit may still be refused (by the delegate, the validator
            // or an unfit substitute), and the composition withdrawn.
            states[c].commitRefused = edit.source == .commit
        case let .applied(edit, text):
            if let problem = checkApplied(c, edit) { return problem }
            states[c].version += 1
            if edit.source != .programmatic {
                states[c].expected = announcements(c, edit: edit, text: text, selectionChanged: record.selection != states[c].selection)
            }
        case .didChangeSelection:
            let allowed = action == .userSelection || (kinds[c] == .view && action == .programmaticSelection)
            guard allowed, record.selection != states[c].selection else {
                return "didChangeSelection without a change of selection by the user"
            }
        case let .shouldClear(answer):
            guard [.clear, .focus].contains(action) else { return "shouldClear during a \(action) action" }
            states[c].mayClear = answer
        case let .shouldReturn(answer):
            guard action == .returnKey else { return "shouldReturn during a \(action) action" }
            states[c].mayExit = answer
        case .event(.editingDidEndOnExit):
            guard states[c].mayExit else { return "editingDidEndOnExit without an accepted shouldReturn" }
            states[c].mayExit = false
            states[c].expected = [.event(.primaryActionTriggered)]
        case let .button(name):
            guard action == .button || (name == "search" && action == .returnKey) else { return "button \(name) during a \(action) action" }
        case .event, .didChange, .searchTextDidChange, .notification:
            return "\(record.entry) announces nothing that happened"
        }
        return nil
    }

    /// The problem left at the end of a step: announcements that never came.
    func finishStep() -> String? {
        guard let pending = states.firstIndex(where: { !$0.expected.isEmpty }) else { return nil }
        return "control \(pending) never sent \(states[pending].expected.map(\.description))"
    }

    /// Whether control `c` is editing by the events it sent.
    func isEditing(_ c: Int) -> Bool { states[c].editing }

    // `shouldApply` may ask about an edit only when what precedes it allowed the edit.
    private mutating func checkAsked(_ c: Int, _ edit: TextEdit, _ action: ActionKind, _ commitAsPoint: Bool) -> String? {
        switch edit.source {
        case .programmatic:
            guard action == .programmatic else { return "programmatic shouldApply during a \(action) action" }
        case .clearButton where kinds[c] == .searchBar:
            guard action == .clear else { return "clear-button edit during a \(action) action" }
        case .clearButton, .clearOnBegin:
            guard states[c].mayClear else { return "clear edit without an accepted shouldClear" }
            states[c].mayClear = false
        default:
            let asked = edit.hasReplacementPerRange ? edit.rangeCount : 1
            let shown = states[c].changes.suffix(asked)
            states[c].changes = []
            guard let change = shown.last, shown.count == asked, shown.allSatisfy(\.accepted) else {
                return "shouldApply without an accepted shouldChange"
            }
            guard shown.allSatisfy({ $0.version == states[c].version }) else { return "shouldApply for a proposal made before the text changed" }
            if edit.hasReplacementPerRange {
                guard zip(shown, zip(edit.ranges, edit.replacements)).allSatisfy({ $0.ranges == [$1.0] && $0.replacement == $1.1 }) else {
                    return "shouldApply \(describe(edit)) differs from the shouldChange questions before it, range by range"
                }
                return nil
            }
            let rangesShown = edit.source == .secureWipe || (edit.source == .commit && commitAsPoint) || change.ranges == edit.ranges
            guard change.replacement == edit.replacement, rangesShown else {
                return "shouldApply \(describe(edit)) differs from the shouldChange before it"
            }
        }
        return nil
    }

    // An edit may be applied only as `shouldApply` accepted or substituted it, on the text it
    // was asked about; or as the withdrawal of a refused commit.
    private mutating func checkApplied(_ c: Int, _ edit: TextEdit) -> String? {
        let agreed = states[c].asked.lastIndex { asked in
            guard asked.version == states[c].version else { return false }
            switch asked.decision {
            case .accept: return asked.edit == edit
            case .substitute(let substitute): return substitute == edit
            case .reject: return false
            }
        }
        if let agreed {
            states[c].asked.removeSubrange(agreed...)
            states[c].commitRefused = false
            return nil
        }
        if edit.source == .commit && edit.replacement.isEmpty && edit.markedRangeAfter == nil && states[c].commitRefused {
            states[c].commitRefused = false
            return nil
        }
        return "applied an edit no shouldApply accepted"
    }

    private func matches(_ entry: Entry, _ expected: Entry) -> Bool {
        switch (entry, expected) {
        case (.didChangeSelection, .didChangeSelection), (.didChange, .didChange): return true
        case let (.event(a), .event(b)): return a == b
        case let (.notification(a), .notification(b)): return a == b
        case let (.searchTextDidChange(a), .searchTextDidChange(b)): return a == b
        default: return false
        }
    }

    private func announcements(_ c: Int, edit: TextEdit, text: String, selectionChanged: Bool) -> [Entry] {
        let selection: [Entry] = selectionChanged ? [.didChangeSelection] : []
        switch kinds[c] {
        case .field: return selection + [.event(.editingChanged), .notification(TextField.textDidChangeNotification.rawValue)]
        case .view: return selection + [.didChange, .notification(TextView.textDidChangeNotification.rawValue)]
        case .searchBar: return [.searchTextDidChange(text)]
        }
    }

    private func announcements(beginning c: Int) -> [Entry] {
        switch kinds[c] {
        case .field: return [.event(.editingDidBegin), .notification(TextField.textDidBeginEditingNotification.rawValue)]
        case .view: return [.notification(TextView.textDidBeginEditingNotification.rawValue)]
        case .searchBar: return []
        }
    }

    private func announcements(ending c: Int) -> [Entry] {
        switch kinds[c] {
        case .field: return [.event(.editingDidEnd), .notification(TextField.textDidEndEditingNotification.rawValue + " committed")]
        case .view: return [.notification(TextView.textDidEndEditingNotification.rawValue)]
        case .searchBar: return []
        }
    }
}
