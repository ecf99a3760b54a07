#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// How state finds the host that is updating, without a global: each thread has a context that
// holds the updates in progress (innermost last) and the transactions set by `withTransaction`.
// Hosts, like the models they drive, are used from one thread at a time, so nothing here is shared
// between threads.

/// Something whose value a host can depend on: a `State`'s storage.
protocol StateSource: AnyObject {
    func subscribe(_ subscription: StateSubscription)
    func unsubscribe(_ subscription: StateSubscription)
    func hasSubscriber(_ subscription: StateSubscription) -> Bool
}

/// What a host leaves with each state it depends on: a change of the state marks the host's next
/// update as due, with the change's transaction, and the host reads that at its next tick.
///
/// It holds no reference to its host, so a state needs no weak one: a host is weakly referenced
/// elsewhere, and each load of a weak reference, with the retain and release of what it gives,
/// takes the runtime's slow path. The host removes it from its states when it unsubscribes,
/// unmounts or is released.
final class StateSubscription {
    /// Whether an update is due.
    @exclusivity(unchecked) var isUpdateDue = false
    /// The transaction of the latest change that made it due.
    @exclusivity(unchecked) var transaction: Transaction?

    func stateDidChange(transaction: Transaction) {
        isUpdateDue = true
        self.transaction = transaction
    }
}

/// A host that is updating: it receives the writes made meanwhile.
protocol UpdateHosting: AnyObject {
    func deferWrite(_ description: String, _ write: @escaping () -> Void)
}

/// One update in progress: the state sources read so far (each once, in the order first read), and
/// the host that takes deferred writes. A host keeps one scope for all its updates.
final class UpdateScope {
    // An update reads a few sources, mostly the same ones many times: a list, searched from the
    // most recent, costs less than hashing.
    @exclusivity(unchecked) var sources: [any StateSource] = []
    weak var host: UpdateHosting?

    init(host: UpdateHosting? = nil) {
        self.host = host
    }

    func recordRead(_ source: any StateSource) {
        if let last = sources.last, last === source { return }
        guard !sources.contains(where: { $0 === source }) else { return }
        sources.append(source)
    }

    func deferWrite(_ description: String, _ write: @escaping () -> Void) {
        if let host {
            host.deferWrite(description, write)
        } else {
            write()
        }
    }
}

enum UpdateTracking {
    /// Runs `body` as an update of the scope's host: reads are recorded, writes are deferred.
    static func withScope<R>(_ scope: UpdateScope, _ body: () throws -> R) rethrows -> R {
        ThreadContext.withCurrent { $0.updates.append(scope) }
        defer { ThreadContext.withCurrent { _ = $0.updates.removeLast() } }
        return try body()
    }

    /// Records that the current update (if any) read `source`.
    static func recordRead(_ source: any StateSource) {
        ThreadContext.withCurrent { $0.updates.last?.recordRead(source) }
    }

    /// Hands `write` to the host whose update is in progress, to run after the update with the
    /// transaction current now. Only called while ``isUpdating``.
    static func deferWrite(_ description: String, _ write: @escaping () -> Void) {
        let (scope, transaction) = ThreadContext.withCurrent { ($0.updates.last, $0.transactions.last) }
        guard let scope else { return write() }
        scope.deferWrite(description) {
            if let transaction {
                withTransaction(transaction, write)
            } else {
                write()
            }
        }
    }

    /// Whether a host update is in progress on this thread.
    static var isUpdating: Bool { ThreadContext.withCurrent { !$0.updates.isEmpty } }

    /// The transaction set by the innermost `withTransaction`, if any.
    static var currentTransaction: Transaction? { ThreadContext.withCurrent { $0.transactions.last } }

    static func withTransaction<R>(_ transaction: Transaction, _ body: () throws -> R) rethrows -> R {
        ThreadContext.withCurrent { $0.transactions.append(transaction) }
        defer { ThreadContext.withCurrent { _ = $0.transactions.removeLast() } }
        return try body()
    }
}

/// The per-thread context, kept in a pthread key and released when the thread exits.
final class ThreadContext {
    // Unchecked: one thread's own, and no access is held across a call out.
    @exclusivity(unchecked) var updates: [UpdateScope] = []
    @exclusivity(unchecked) var transactions: [Transaction] = []

    // Lends this thread's context to `body` without retaining it (several times a keystroke): the
    // thread's key holds it until the thread exits, and `body` does not outlive the call.
    @inline(__always)
    static func withCurrent<R>(_ body: (ThreadContext) throws -> R) rethrows -> R {
        let raw = pthread_getspecific(threadContextKey) ?? makeCurrent()
        return try Unmanaged<ThreadContext>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    private static func makeCurrent() -> UnsafeMutableRawPointer {
        let raw = Unmanaged.passRetained(ThreadContext()).toOpaque()
        pthread_setspecific(threadContextKey, raw)
        return raw
    }
}

private let threadContextKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { raw in
        #if canImport(Glibc)
        guard let raw else { return }
        #endif
        Unmanaged<ThreadContext>.fromOpaque(raw).release()
    }
    return key
}()
