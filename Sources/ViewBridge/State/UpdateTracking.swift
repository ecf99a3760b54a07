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
    func subscribe(_ subscriber: StateSubscriber)
    func unsubscribe(_ subscriber: StateSubscriber)
    func hasSubscriber(_ subscriber: StateSubscriber) -> Bool
}

/// A host, told when a state it depends on changes.
protocol StateSubscriber: AnyObject {
    func stateDidChange(transaction: Transaction)
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
        let context = ThreadContext.current
        context.updates.append(scope)
        defer { context.updates.removeLast() }
        return try body()
    }

    /// Records that the current update (if any) read `source`.
    static func recordRead(_ source: any StateSource) {
        ThreadContext.current.updates.last?.recordRead(source)
    }

    /// Hands `write` to the host whose update is in progress, to run after the update with the
    /// transaction current now. Only called while ``isUpdating``.
    static func deferWrite(_ description: String, _ write: @escaping () -> Void) {
        let context = ThreadContext.current
        guard let scope = context.updates.last else { return write() }
        let transaction = context.transactions.last
        scope.deferWrite(description) {
            if let transaction {
                withTransaction(transaction, write)
            } else {
                write()
            }
        }
    }

    /// Whether a host update is in progress on this thread.
    static var isUpdating: Bool { !ThreadContext.current.updates.isEmpty }

    /// The transaction set by the innermost `withTransaction`, if any.
    static var currentTransaction: Transaction? { ThreadContext.current.transactions.last }

    static func withTransaction<R>(_ transaction: Transaction, _ body: () throws -> R) rethrows -> R {
        let context = ThreadContext.current
        context.transactions.append(transaction)
        defer { context.transactions.removeLast() }
        return try body()
    }
}

/// The per-thread context, kept in a pthread key and released when the thread exits.
final class ThreadContext {
    // Unchecked: one thread's own, and no access is held across a call out.
    @exclusivity(unchecked) var updates: [UpdateScope] = []
    @exclusivity(unchecked) var transactions: [Transaction] = []

    static var current: ThreadContext {
        if let raw = pthread_getspecific(threadContextKey) {
            return Unmanaged<ThreadContext>.fromOpaque(raw).takeUnretainedValue()
        }
        let context = ThreadContext()
        pthread_setspecific(threadContextKey, Unmanaged.passRetained(context).toOpaque())
        return context
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
