/// Identifies an observer added to a control, to remove it later.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}

/// Closures called in registration order.
struct ObserverList<Value> {
    private var entries: [(token: ObserverToken, body: (Value) -> Void)] = []
    private var nextID = 0

    mutating func add(_ body: @escaping (Value) -> Void) -> ObserverToken {
        let token = ObserverToken(id: nextID)
        nextID += 1
        entries.append((token, body))
        return token
    }

    mutating func remove(_ token: ObserverToken) { entries.removeAll { $0.token == token } }

    mutating func removeAll() { entries.removeAll() }

    var isEmpty: Bool { entries.isEmpty }

    func notify(_ value: Value) {
        for entry in entries { entry.body(value) }
    }
}
