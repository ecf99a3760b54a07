import Foundation
import TextDocument
import TextRope

/// The model of a `UITextField`: a single-line text control that asks its delegate before every
/// user edit and sends UIKit's control events and notifications (see <doc:UIKitBehaviour>).
///
/// All ranges are UTF-16 `NSRange`s. User actions (``TextInputModel/insertText(_:)``,
/// ``TextInputModel/deleteBackward()``, ``TextInputModel/paste(_:)``, ``tapClearButton()``,
/// ``pressReturn()``…) consult the delegate and emit events; the programmatic API
/// (``TextInputModel/text``, ``TextInputModel/selectedRange``,
/// ``TextInputModel/replaceCharacters(in:with:)``) is silent.
public final class TextField: TextInputModel {
    /// When the clear button shows (it never shows while the field is empty).
    public enum ViewMode: String, Hashable, Sendable, CaseIterable {
        /// Never shows.
        case never
        /// Shows while the field is editing.
        case whileEditing
        /// Shows while the field is not editing.
        case unlessEditing
        /// Always shows.
        case always
    }

    /// Why editing ended. UIKit reports `.cancelled` only on tvOS; this model always `.committed`.
    public enum DidEndEditingReason: String, Hashable, Sendable {
        /// Editing ended normally (the only reason this model reports).
        case committed
        /// Editing was cancelled (tvOS only in UIKit; never reported here).
        case cancelled
    }

    /// Posted after editing begins; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("TextField.textDidBeginEditing")
    /// Posted after each user change of the text; the object is the field.
    public static let textDidChangeNotification = Notification.Name("TextField.textDidChange")
    /// Posted after editing ends; `userInfo[didEndEditingReasonUserInfoKey]` holds the reason.
    public static let textDidEndEditingNotification = Notification.Name("TextField.textDidEndEditing")
    /// The `userInfo` key of the end-editing reason (a ``DidEndEditingReason``).
    public static let didEndEditingReasonUserInfoKey = "TextField.didEndEditingReason"

    /// The delegate, held weakly.
    @exclusivity(unchecked) public weak var delegate: TextFieldDelegate?
    /// Shown while the text is empty; never part of the text.
    @exclusivity(unchecked) public var placeholder: String?
    /// A disabled field cannot become first responder and ignores user actions; disabling it
    /// while editing ends editing (forced).
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { if !isEnabled && isEditing { endEditing(force: true) } }
    }
    /// When the clear button shows; see ``isClearButtonVisible``.
    @exclusivity(unchecked) public var clearButtonMode: ViewMode = .never
    /// Whether beginning to edit asks ``TextFieldDelegate/textFieldShouldClear(_:)`` and clears.
    @exclusivity(unchecked) public var clearsOnBeginEditing = false
    /// A secure field forbids copy and cut, and its first edit after refocus discards the old text.
    @exclusivity(unchecked) public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry && !oldValue && hasText { secureWipePending = true } }
    }
    /// Whether Return does nothing while the text is empty.
    @exclusivity(unchecked) public var enablesReturnKeyAutomatically = false

    /// Set when a secure field must discard its text at the next edit: its first user edit after
    /// refocusing replaces the whole text.
    @exclusivity(unchecked) public internal(set) var secureWipePending = false

    @exclusivity(unchecked) var actions = ActionList<TextField>()
    @exclusivity(unchecked) var eventObservers = ObserverList<ControlEvents>()

    /// A field holding `text`, caret at the end. `focusScope` is shared with the controls it
    /// competes with for focus; by default the field has its own.
    public init(text: String = "", focusScope: FocusScope? = nil) {
        super.init(document: TextDocument(text), scope: focusScope)
    }

    /// Whether the clear button shows: only with text, then as ``clearButtonMode`` says.
    public var isClearButtonVisible: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// Whether Return would do anything (``enablesReturnKeyAutomatically`` and an empty text).
    public var canReturn: Bool { !enablesReturnKeyAutomatically || hasText }

    /// Calls `handler` when any of `events` is sent. Returns a token for ``removeAction(_:)``.
    @discardableResult
    public func addAction(for events: ControlEvents, _ handler: @escaping (TextField) -> Void) -> ActionToken {
        actions.add(for: events, handler)
    }

    /// Removes an action added with ``addAction(for:_:)``.
    public func removeAction(_ token: ActionToken) { actions.remove(token) }

    /// Removes every action.
    public func removeAllActions() { actions.removeAll() }

    /// Sends `event` to its event observers, then to its actions, as `sendActions(for:)` does.
    public func sendActions(for event: ControlEvents) {
        eventObservers.notify(event)
        let targets = actions
        targets.send(event, to: self)
    }

    /// Calls `observer` with every control event sent, without registering as a target (so it
    /// does not make Return end editing, as an `editingDidEndOnExit` action does). For logging.
    @discardableResult
    public func addEventObserver(_ observer: @escaping (ControlEvents) -> Void) -> ObserverToken {
        eventObservers.add(observer)
    }

    /// Removes an event observer.
    public func removeEventObserver(_ token: ObserverToken) { eventObservers.remove(token) }

    // MARK: - Engine hooks: the delegate's answers and UIKit's event order:
    // didChangeSelection, then editingChanged, then the notification.

    override var acceptsUserActions: Bool { isEnabled }
    override func handleReturnKey() -> Bool {
        pressReturn()
        return true
    }
    override var allowsCopy: Bool { !isSecureTextEntry }

    override func askShouldChange(_ ranges: [NSRange], _ replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersInRanges: ranges, replacementString: replacement) ?? true
    }

    override func askShouldApply(_ edit: TextEdit) -> TextEditDecision {
        delegate?.textField(self, shouldApply: edit) ?? .accept
    }

    override func announceUserEdit(_ edit: TextEdit, selectionChanged: Bool) {
        if selectionChanged { delegate?.textFieldDidChangeSelection(self) }
        sendActions(for: .editingChanged)
        notificationCenter?.post(name: Self.textDidChangeNotification, object: self)
    }

    override func announceUserSelectionChange() {
        delegate?.textFieldDidChangeSelection(self)
    }

    override func askShouldBeginEditing() -> Bool {
        delegate?.textFieldShouldBeginEditing(self) ?? true
    }

    override func askShouldEndEditing() -> Bool {
        delegate?.textFieldShouldEndEditing(self) ?? true
    }

    // clearsOnBeginEditing asks shouldClear, then clears with editingChanged and the change
    // notification, as any user edit announces itself; a secure field with text arms its wipe.
    override func prepareForEditing() {
        if clearsOnBeginEditing && hasText && (delegate?.textFieldShouldClear(self) ?? true) {
            clear(source: .clearOnBegin)
        }
        if isSecureTextEntry && hasText { secureWipePending = true }
    }

    override func announceDidBeginEditing() {
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        notificationCenter?.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func announceDidEndEditing() {
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        notificationCenter?.post(
            name: Self.textDidEndEditingNotification, object: self,
            userInfo: [Self.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed])
    }

    // A secure field's first edit after refocus replaces the whole text; its delegate still sees
    // the ordinary range, as UIKit shows it.
    override func rewriteUserEdit(_ edit: TextEdit) -> (edit: TextEdit, uikitRanges: [NSRange]?)? {
        guard secureWipePending, isSecureTextEntry, edit.source != .marking else { return nil }
        let whole = NSRange(location: 0, length: document.utf16Count)
        let typed = edit.source == .deleteBackward || edit.source == .deleteForward || edit.source == .deleteWord ? "" : edit.replacement
        let wipe = TextEdit(range: whole, replacement: typed, source: .secureWipe, selectionBefore: edit.selectionBefore)
        return (wipe, edit.ranges)
    }

    override func didDiscardOldText() { secureWipePending = false }

    // A backspace at the start deletes nothing and UIKit does not ask about it, except as the
    // first edit of a secure field after refocus, which discards the whole text (asked as the
    // empty range at the caret).
    override func deleteBackwardAtStart() {
        guard secureWipePending, isSecureTextEntry, hasText else { return }
        proposeDeletion(NSRange(location: 0, length: 0), source: .deleteBackward)
    }
}

