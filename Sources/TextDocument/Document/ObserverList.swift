/// Identifies an observer added to a document or a control, to remove it later.
public struct ObserverToken: Hashable, Sendable {
    @usableFromInline let id: Int

    @usableFromInline init(id: Int) { self.id = id }
}

/// Closures called in registration order: the observer lists of documents and controls. Not part
/// of the library's API (an SPI): public and inlinable only so that the controls' lists, notified
/// on every keystroke, are specialised in their module (package-level generic code is not)
/// instead of reading generic metadata on each call.
@_spi(TextEngineInternals)
public struct ObserverList<Value> {
    @usableFromInline var entries: [(token: ObserverToken, body: (Value) -> Void)] = []
    @usableFromInline var nextID = 0

    @inlinable public init() {}

    @inlinable
    public mutating func add(_ body: @escaping (Value) -> Void) -> ObserverToken {
        let token = ObserverToken(id: nextID)
        nextID += 1
        entries.append((token, body))
        return token
    }

    @inlinable
    public mutating func remove(_ token: ObserverToken) { entries.removeAll { $0.token == token } }

    @inlinable
    public mutating func removeAll() { entries.removeAll() }

    @inlinable
    public var isEmpty: Bool { entries.isEmpty }

    @inlinable
    public func notify(_ value: Value) {
        for entry in entries { entry.body(value) }
    }
}
