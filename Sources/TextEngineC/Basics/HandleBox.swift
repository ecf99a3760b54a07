import CTextEngine

/// What a handle points to.
enum HandleKind: UInt8 {
    case rope, breaker, field, view, document, changes, file, search

    /// How messages name it.
    var noun: String {
        switch self {
        case .rope: return "a rope"
        case .breaker: return "a breaker"
        case .field: return "a text field"
        case .view: return "a text view"
        case .document: return "a document"
        case .changes: return "a change set"
        case .file: return "a file"
        case .search: return "a search"
        }
    }
}

/// The object behind every C handle: a handle is this object's address, retained once by its
/// `te_*_new` function and released by its `te_*_free`. Each box keeps the message of its last
/// failed call.
class HandleBox {
    let kind: HandleKind
    // Unchecked: written only on failures, never while a caller holds the pointer it replaces.
    @exclusivity(unchecked) private var message: UnsafeMutablePointer<CChar>?

    init(kind: HandleKind) { self.kind = kind }

    deinit {
        if let message { CString.release(message) }
    }

    /// Whether a handle of `kind` may be used as this box type.
    class func accepts(_ kind: HandleKind) -> Bool { false }

    /// What the C functions taking this box type call their handle argument.
    class var parameterName: String { "handle" }

    /// The handle: this box's address, without retaining it.
    final var handle: OpaquePointer { OpaquePointer(Unmanaged.passUnretained(self).toOpaque()) }

    /// The last failure's message, "" if none.
    final var lastMessage: UnsafePointer<CChar> { message.map { UnsafePointer($0) } ?? CString.empty }

    /// Records `failure` as this box's and this thread's last error; returns its status.
    final func record(_ failure: CFailure, in function: StaticString) -> te_status {
        let text = "\(CEntry.name(of: function)): \(failure.reason)"
        if let message { CString.release(message) }
        message = CString.owned(text)
        LastError.record(text)
        return failure.status.rawValue
    }

    /// A new handle for `box`, retained until `release(_:)`.
    static func retain(_ box: HandleBox) -> OpaquePointer {
        OpaquePointer(Unmanaged.passRetained(box).toOpaque())
    }
}

/// The shape every entry point shares: find the box behind a handle (checking its kind), run the
/// body, and turn a failure into a status and a recorded message. A handle that is NULL or of
/// another kind is reported as this thread's last error only: the call was not made on it, so
/// the message of the object it points to stays as it was.
enum CEntry {
    /// Runs `body` with `handle`'s box; returns TE_OK, or the failure's status after recording it.
    /// `name` is how messages call the handle argument (the box type's parameter name unless given).
    @inline(__always)
    static func run<Box: HandleBox>(
        _ handle: OpaquePointer?, as type: Box.Type, named name: String? = nil, _ function: StaticString = #function,
        _ body: (Box) throws(CFailure) -> Void
    ) -> te_status {
        withBox(handle, as: type, named: name, function, otherwise: { $0 }) { (box) -> te_status in
            do throws(CFailure) {
                try body(box)
                return Status.ok.rawValue
            } catch {
                return box.record(error, in: function)
            }
        }
    }

    /// Runs a function that makes a new handle from `handle`'s box: clears `out`, checks the
    /// handle, then `out` (`outName` in messages), and stores through `out` a handle for the box
    /// `make` returns, retained for the caller.
    @inline(__always)
    static func derive<Box: HandleBox>(
        _ handle: OpaquePointer?, as type: Box.Type, named name: String? = nil, _ out: UnsafeMutablePointer<OpaquePointer?>?,
        _ outName: String, _ function: StaticString = #function, _ make: (Box) throws(CFailure) -> HandleBox
    ) -> te_status {
        out?.pointee = nil
        return run(handle, as: type, named: name, function) { (box) throws(CFailure) in
            let out = try COutput.require(out, outName)
            out.pointee = HandleBox.retain(try make(box))
        }
    }

    /// Reads a value through `handle`'s box; `fallback` (recorded as an error) for NULL or a
    /// handle of the wrong kind.
    @inline(__always)
    static func read<Box: HandleBox, Value>(
        _ handle: OpaquePointer?, as type: Box.Type, _ function: StaticString = #function, fallback: Value,
        _ body: (Box) -> Value
    ) -> Value {
        withBox(handle, as: type, named: nil, function, otherwise: { _ in fallback }, body)
    }

    /// Runs `body` with the box behind `handle`, not retained; for NULL or a handle of another
    /// kind, records the failure as this thread's last error and returns `otherwise` of its status.
    @inline(__always)
    static func withBox<Box: HandleBox, Result>(
        _ handle: OpaquePointer?, as type: Box.Type, named name: String?, _ function: StaticString,
        otherwise: (te_status) -> Result, _ body: (Box) -> Result
    ) -> Result {
        guard let handle else { return otherwise(recordNull(Box.self, name, function)) }
        return Unmanaged<HandleBox>.fromOpaque(UnsafeRawPointer(handle))._withUnsafeGuaranteedRef { base in
            guard Box.accepts(base.kind) else { return otherwise(recordWrongKind(base, Box.self, name, function)) }
            return body(unsafeDowncast(base, to: Box.self))
        }
    }

    /// The box behind a handle the caller gives up (a free function), or nil for NULL or a
    /// handle of another kind (recorded as an error).
    static func box<Box: HandleBox>(_ handle: OpaquePointer?, as type: Box.Type, _ function: StaticString = #function) -> Box? {
        read(handle, as: type, function, fallback: nil) { $0 }
    }

    /// The last error message of `handle`'s box (a `te_*_error` function); "" for NULL or a
    /// handle of another kind (recorded as an error).
    static func message<Box: HandleBox>(
        _ handle: OpaquePointer?, as type: Box.Type, _ function: StaticString = #function
    ) -> UnsafePointer<CChar> {
        read(handle, as: type, function, fallback: CString.empty) { $0.lastMessage }
    }

    /// The box behind a second handle argument, for the duration of the call; throws (for the
    /// first handle's box to record) when it is NULL or of another kind.
    static func argument<Box: HandleBox>(_ handle: OpaquePointer?, as type: Box.Type, named name: String? = nil) throws(CFailure) -> Box {
        let name = name ?? Box.parameterName
        guard let handle else { throw CFailure(.nullHandle, "\(name) is NULL") }
        let base = Unmanaged<HandleBox>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
        guard Box.accepts(base.kind) else { throw CFailure(.wrongHandle, "\(name) is \(base.kind.noun)") }
        return unsafeDowncast(base, to: Box.self)
    }

    /// Records a failure that has no handle to belong to (a constructor's, or a call given a
    /// NULL handle or one of another kind) as this thread's last error; returns its status.
    static func recordWithoutHandle(_ failure: CFailure, in function: StaticString) -> te_status {
        LastError.record("\(name(of: function)): \(failure.reason)")
        return failure.status.rawValue
    }

    /// Runs a constructor that returns its handle through `out`: clears `out`, runs `arguments`
    /// (the checks of the arguments listed before `out`), checks `out`, then runs `make`, whose
    /// box it retains for the caller. A failure is recorded as this thread's last error.
    static func create<Checked>(
        _ out: UnsafeMutablePointer<OpaquePointer?>?, named outName: String, _ function: StaticString,
        checking arguments: () throws(CFailure) -> Checked, _ make: (Checked) throws(CFailure) -> HandleBox
    ) -> te_status {
        out?.pointee = nil
        do throws(CFailure) {
            let checked = try arguments()
            let out = try COutput.require(out, outName)
            out.pointee = HandleBox.retain(try make(checked))
            return Status.ok.rawValue
        } catch {
            return recordWithoutHandle(error, in: function)
        }
    }

    // The failure paths are kept out of line, so that the entry points' checks stay short.
    @inline(never)
    static func recordNull<Box: HandleBox>(_ type: Box.Type, _ name: String?, _ function: StaticString) -> te_status {
        recordWithoutHandle(CFailure(.nullHandle, "\(name ?? Box.parameterName) is NULL"), in: function)
    }

    @inline(never)
    static func recordWrongKind<Box: HandleBox>(
        _ base: HandleBox, _ type: Box.Type, _ name: String?, _ function: StaticString
    ) -> te_status {
        recordWithoutHandle(CFailure(.wrongHandle, "\(name ?? Box.parameterName) is \(base.kind.noun)"), in: function)
    }

    /// The C name of the Swift function `function` (`te_rope_new()` gives `te_rope_new`).
    static func name(of function: StaticString) -> String {
        let swiftName = function.description
        return String(swiftName.prefix { $0 != "(" })
    }
}
