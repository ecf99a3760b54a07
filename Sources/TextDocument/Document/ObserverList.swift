/// Identifies an observer added to a document or a control, to remove it later.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}

/// Closures called in registration order.
package struct ObserverList<Value> {
    private var entries: [(token: ObserverToken, body: (Value) -> Void)] = []
    private var nextID = 0

    package init() {}

    package mutating func add(_ body: @escaping (Value) -> Void) -> ObserverToken {
        let token = ObserverToken(id: nextID)
        nextID += 1
        entries.append((token, body))
        return token
    }

    package mutating func remove(_ token: ObserverToken) { entries.removeAll { $0.token == token } }

    package mutating func removeAll() { entries.removeAll() }

    package var isEmpty: Bool { entries.isEmpty }

    package func notify(_ value: Value) {
        for entry in entries { entry.body(value) }
    }
}
