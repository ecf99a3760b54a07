import CTextEngine
import TextControls

/// The box behind a `te_view *`.
final class ViewBox: ControlBox {
    let view: TextView
    // Unchecked: set by te_view_set_delegate only.
    @exclusivity(unchecked) private var delegate: ViewDelegateAdapter?

    init(focusScope: FocusScope?) {
        view = TextView(focusScope: focusScope)
        super.init(view, kind: .view)
    }

    /// A view showing the document of `documentBox`, which it keeps alive.
    init(documentBox: DocumentBox, focusScope: FocusScope?) {
        view = TextView(document: documentBox.document, focusScope: focusScope)
        super.init(view, kind: .view, documentBox: documentBox)
    }

    override class func accepts(_ kind: HandleKind) -> Bool { kind == .view }
    override class var parameterName: String { "view" }

    override func detachCallbacks() { setDelegate(nil) }

    /// Installs (a copy of) `callbacks`, or removes the delegate; the box keeps the adapter the
    /// view holds weakly.
    func setDelegate(_ callbacks: te_view_delegate?) {
        delegate = callbacks.map { ViewDelegateAdapter($0, view: handle) }
        view.delegate = delegate
    }
}

/// A new empty view with its own focus scope.
@_cdecl("te_view_new")
public func te_view_new() -> OpaquePointer {
    HandleBox.retain(ViewBox(focusScope: nil))
}

/// A new view in the focus scope of `sibling`.
@_cdecl("te_view_new_in_scope")
public func te_view_new_in_scope(_ sibling: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    ViewBox.create(sibling, out, #function) { ViewBox(focusScope: $0) }
}

/// A new view showing a document, in the focus scope of `sibling` or (NULL) its own.
@_cdecl("te_view_new_on_document")
public func te_view_new_on_document(
    _ document: OpaquePointer?, _ sibling: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> te_status {
    out?.pointee = nil
    return CEntry.run(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let scope = try sibling.map { (handle) throws(CFailure) in
            try CEntry.argument(handle, as: ControlBox.self, named: "sibling").model.focusScope
        }
        let out = try COutput.require(out, "out_view")
        out.pointee = HandleBox.retain(ViewBox(documentBox: box, focusScope: scope))
    }
}

/// Frees a view (deferred while a call into it runs); NULL is ignored.
@_cdecl("te_view_free")
public func te_view_free(_ view: OpaquePointer?) {
    guard view != nil, let box = CEntry.box(view, as: ViewBox.self) else { return }
    box.free()
}

/// The view as a control (the same object).
@_cdecl("te_view_control")
public func te_view_control(_ view: OpaquePointer?) -> OpaquePointer? {
    CEntry.read(view, as: ViewBox.self, fallback: nil) { $0.handle }
}

/// Copies the delegate callbacks; NULL removes them.
@_cdecl("te_view_set_delegate")
public func te_view_set_delegate(_ view: OpaquePointer?, _ delegate: UnsafePointer<te_view_delegate>?) -> te_status {
    CEntry.guarded(view, as: ViewBox.self) { (box) throws(CFailure) in box.setDelegate(delegate?.pointee) }
}

/// Presses Return: "\n" through should_change_text.
@_cdecl("te_view_press_return")
public func te_view_press_return(_ view: OpaquePointer?) -> te_status {
    CEntry.guarded(view, as: ViewBox.self) { (box) throws(CFailure) in box.view.pressReturn() }
}

/// Whether the view can begin editing.
@_cdecl("te_view_set_editable")
public func te_view_set_editable(_ view: OpaquePointer?, _ editable: Bool) -> te_status {
    CEntry.guarded(view, as: ViewBox.self) { (box) throws(CFailure) in box.view.isEditable = editable }
}
