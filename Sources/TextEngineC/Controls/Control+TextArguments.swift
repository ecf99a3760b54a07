import CTextEngine
import Foundation
import TextControls

// The shapes of the control entry points that take text in UTF-8 or UTF-16: the text is decoded
// once the handle is checked, then the range (if any) goes to the model, whose range errors are
// the call's.
extension CEntry {
    /// Runs `body` with the control's model and the decoded text.
    @inline(__always)
    static func control(
        _ control: OpaquePointer?, text: CTextArgument, _ function: StaticString = #function, _ body: (TextInputModel, String) -> Void
    ) -> te_status {
        guarded(control, as: ControlBox.self, function) { (box) throws(CFailure) in body(box.model, try text.string()) }
    }

    /// Runs `body` with the control's model, the UTF-16 range (location, length) and the decoded
    /// text.
    @inline(__always)
    static func control(
        _ control: OpaquePointer?, range location: Int64, _ length: Int64, text: CTextArgument, _ function: StaticString = #function,
        _ body: (TextInputModel, NSRange, String) throws(TextRangeError) -> Void
    ) -> te_status {
        guarded(control, as: ControlBox.self, function) { (box) throws(CFailure) in
            let text = try text.string()
            let range = NSRange(location: Int(location), length: Int(length))
            try CFailure.ranged { () throws(TextRangeError) in try body(box.model, range, text) }
        }
    }
}
