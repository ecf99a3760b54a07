import CTextEngine
import TextControls

/// The box behind a `te_control *`: a ``FieldBox`` or a ``ViewBox``. Callbacks run while the
/// library is inside a call into the control and may free it (see ``ReentrantBox``).
class ControlBox: ReentrantBox {
    let model: TextInputModel
    // The document's box: given when the control was made on a document, else made on first use
    // (te_control_document). Unchecked: set once, by te_control_document, which runs no callback.
    @exclusivity(unchecked) private var knownDocumentBox: DocumentBox?

    init(_ model: TextInputModel, kind: HandleKind, documentBox: DocumentBox? = nil) {
        self.model = model
        knownDocumentBox = documentBox
        // C hosts observe through callbacks, not Foundation notifications; and each control has
        // a pasteboard of its own, for the host to bridge to the system clipboard (the shared
        // default is process-global state, unsafe across threads).
        model.notificationCenter = nil
        model.pasteboard = Pasteboard()
        super.init(kind: kind)
    }

    override class func accepts(_ kind: HandleKind) -> Bool { kind == .field || kind == .view }
    override class var parameterName: String { "control" }

    /// The box of the document holding the text; the control keeps it alive.
    var documentBox: DocumentBox {
        if let knownDocumentBox { return knownDocumentBox }
        let box = DocumentBox(model.document, callerOwns: false)
        knownDocumentBox = box
        return box
    }

    /// Also the model's own invariants, which are O(n), for texts of at most 4096 units (so that
    /// trace replays in tests stay fast).
    override func checkInvariants() {
        super.checkInvariants()
        #if TEXTENGINE_CHECKS
        if model.textRope.utf16Count <= 4096 { model.checkInvariants() }
        #endif
    }

    /// Runs a constructor of a control in the focus scope of `sibling`, storing the new handle
    /// in `out`; a failure is recorded on `sibling` when it is a control, and on the thread.
    static func create(
        _ sibling: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?, _ function: StaticString,
        _ make: (FocusScope) -> ControlBox
    ) -> te_status {
        CEntry.derive(sibling, as: ControlBox.self, named: "sibling", out, "out_\(Self.parameterName)", function) { sibling in
            make(sibling.model.focusScope)
        }
    }
}

// The shapes of the control entry points that need only the model.
extension CEntry {
    /// Runs `body` with the control's model.
    @inline(__always)
    static func control(
        _ control: OpaquePointer?, _ function: StaticString = #function, _ body: (TextInputModel) throws(CFailure) -> Void
    ) -> te_status {
        guarded(control, as: ControlBox.self, function) { (box) throws(CFailure) in try body(box.model) }
    }

    /// Reads a value of the control's model; `fallback` (recorded as an error) for NULL or a
    /// handle that is not a control.
    @inline(__always)
    static func control<Value>(
        _ control: OpaquePointer?, _ function: StaticString = #function, fallback: Value, _ body: (TextInputModel) -> Value
    ) -> Value {
        read(control, as: ControlBox.self, function, fallback: fallback) { body($0.model) }
    }
}

/// Stores `value` through an optional out-parameter.
@inline(__always)
func report<Value>(_ value: Value, _ out: UnsafeMutablePointer<Value>?) {
    out?.pointee = value
}
