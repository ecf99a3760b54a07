import CTextEngine

/// Every call the target makes goes through ``call(_:_:taking:_:)``, which checks what the C API
/// promises whatever the arguments: a known status; NULL_HANDLE for a NULL handle and
/// WRONG_HANDLE for one of another kind (whatever else is wrong), leaving that object's own
/// message as it was; a failure's message named after the function, on the thread and on the
/// handle; and a failed call changing nothing the handle shows.
extension CAPISession {
    @discardableResult
    func call(_ name: String, _ target: OpaquePointer?, taking kinds: [Kind], _ body: () -> te_status) -> te_status {
        let targetKind = kind(of: target)
        let before = target.flatMap { pointer in targetKind.map { CAPIReading.snapshot(pointer, $0) } }
        let messageBefore = target.flatMap { pointer in targetKind.map { CAPIReading.message(pointer, $0) } }
        let status = body()
        trace?("\(String(repeating: "  ", count: depth))\(name) -> \(te_status_name(status).map { String(cString: $0) } ?? "\(status)")")
        guard te_status_name(status) != nil else {
            problem("\(name) returned \(status), not a status")
            return status
        }
        let message = String(cString: te_last_error())
        if status != Int32(TE_OK), !message.hasPrefix(name + ": ") {
            problem("\(name) failed with the thread message \"\(message)\"")
        }
        guard let target else {
            if status != Int32(TE_ERROR_NULL_HANDLE) { problem("\(name) with a NULL handle gave \(status)") }
            return status
        }
        // A callback may have freed the handle: nothing more can be read of it.
        guard let targetKind, isLive(target), let before else { return status }
        if !kinds.contains(targetKind) {
            if status != Int32(TE_ERROR_WRONG_HANDLE) { problem("\(name) with \(targetKind) handle gave \(status)") }
            if CAPIReading.message(target, targetKind) != messageBefore {
                problem("\(name) with \(targetKind) handle changed its message to \"\(CAPIReading.message(target, targetKind))\"")
            }
        } else if status != Int32(TE_OK), CAPIReading.message(target, targetKind) != message {
            problem("\(name) failed but \(targetKind)'s message is \"\(CAPIReading.message(target, targetKind))\", not \"\(message)\"")
        }
        if status != Int32(TE_OK) {
            let after = CAPIReading.snapshot(target, targetKind)
            if after != before { problem("\(name) failed (\(message)) but changed \(targetKind): \(before) -> \(after)") }
        }
        return status
    }

    /// ``call(_:_:taking:_:)`` of a function that makes a handle through its last argument, which
    /// `body` is given (see ``out(_:_:)``); returns the handle made, if any.
    func made(
        _ name: String, _ target: OpaquePointer?, taking kinds: [Kind], _ body: (UnsafeMutablePointer<OpaquePointer?>?) -> te_status
    ) -> OpaquePointer? {
        var made: OpaquePointer?
        call(name, target, taking: kinds) { out(&made, body) }
        return made
    }

    /// A call with no handle argument (a constructor): a known status, a failure named after it.
    @discardableResult
    func callWithoutHandle(_ name: String, _ body: () -> te_status) -> te_status {
        let status = body()
        trace?("\(String(repeating: "  ", count: depth))\(name) -> \(te_status_name(status).map { String(cString: $0) } ?? "\(status)")")
        if te_status_name(status) == nil { problem("\(name) returned \(status), not a status") }
        if status != Int32(TE_OK), !String(cString: te_last_error()).hasPrefix(name + ": ") {
            problem("\(name) failed with the thread message \"\(String(cString: te_last_error()))\"")
        }
        return status
    }

    /// Checks a getter's fallback for NULL or a handle of another kind (-1, false, "", NULL).
    func checkFallback<Value: Equatable>(_ name: String, _ target: OpaquePointer?, taking kinds: [Kind], _ value: Value, _ fallback: Value) {
        guard target == nil || kind(of: target).map({ !kinds.contains($0) }) == true else { return }
        if value != fallback { problem("\(name) of a NULL or wrong-kind handle gave \(value)") }
    }
}
