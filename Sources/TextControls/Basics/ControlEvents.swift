/// The control events a ``TextField`` sends, with UIKit's raw values.
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Return pressed (the text field's primary action).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// Editing began (after becoming first responder).
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// After each user change of the text (typing, deletion, paste, cut, IME, clear, undo).
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Return pressed and the delegate allowed it.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// The four editing events.
    public static let allEditingEvents: ControlEvents = [
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]

    static let named: [(ControlEvents, String)] = [
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
        (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    /// The event names, e.g. `editingChanged`, joined by `|`.
    public var description: String {
        Self.named.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
}

/// Identifies an action added with `addAction(for:_:)`, to remove it later.
public struct ActionToken: Hashable, Sendable {
    let id: Int
}

/// Target-action registrations of one control.
struct ActionList<Sender: AnyObject> {
    private var entries: [(token: ActionToken, events: ControlEvents, handler: (Sender) -> Void)] = []
    private var nextID = 0

    mutating func add(for events: ControlEvents, _ handler: @escaping (Sender) -> Void) -> ActionToken {
        let token = ActionToken(id: nextID)
        nextID += 1
        entries.append((token, events, handler))
        return token
    }

    mutating func remove(_ token: ActionToken) {
        entries.removeAll { $0.token == token }
    }

    mutating func removeAll() { entries.removeAll() }

    func hasTarget(for event: ControlEvents) -> Bool {
        entries.contains { !$0.events.isDisjoint(with: event) }
    }

    /// Calls each handler registered for `event` with `sender`, in registration order. Call it on
    /// a copy of the list (O(1)): handlers added or removed by a handler do not change this round.
    func send(_ event: ControlEvents, to sender: Sender) {
        for entry in entries where !entry.events.isDisjoint(with: event) { entry.handler(sender) }
    }
}
