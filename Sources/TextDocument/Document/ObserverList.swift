/// Identifies an observer added to a document or a control, to remove it later.
public struct ObserverToken: Hashable, Sendable {
    @usableFromInline let id: Int

    @usableFromInline init(id: Int) { self.id = id }
}

/// Closures called in registration order: the observer lists of documents and controls.
// Inlinable (which a package type's members are only when the type is `@usableFromInline`), so
// that the modules that notify get it specialised: unspecialised, each call looked up the
// metadata of its entry tuple and closure type at run time.
@usableFromInline
package struct ObserverList<Value> {
    @usableFromInline var entries: [(token: ObserverToken, body: (Value) -> Void)] = []
    @usableFromInline var nextID = 0

    @inlinable package init() {}

    @inlinable
    package mutating func add(_ body: @escaping (Value) -> Void) -> ObserverToken {
        let token = ObserverToken(id: nextID)
        nextID += 1
        entries.append((token, body))
        return token
    }

    @inlinable
    package mutating func remove(_ token: ObserverToken) { entries.removeAll { $0.token == token } }

    @inlinable
    package mutating func removeAll() { entries.removeAll() }

    @inlinable
    package var isEmpty: Bool { entries.isEmpty }

    @inlinable
    package func notify(_ value: Value) {
        for entry in entries { entry.body(value) }
    }
}
