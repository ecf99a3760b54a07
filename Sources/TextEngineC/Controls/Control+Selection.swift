import CTextEngine
import Foundation
import TextControls

/// Selects a range as the user would.
@_cdecl("te_control_select")
public func te_control_select(_ control: OpaquePointer?, _ location: Int64, _ length: Int64) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        let range = NSRange(location: Int(location), length: Int(length))
        try CFailure.ranged { () throws(TextRangeError) in try model.select(range) }
    }
}

/// Selects everything.
@_cdecl("te_control_select_all")
public func te_control_select_all(_ control: OpaquePointer?) -> te_status {
    CEntry.control(control) { $0.selectAll() }
}

/// Moves the caret, or extends the selection, by units of a granularity.
@_cdecl("te_control_move_caret")
public func te_control_move_caret(_ control: OpaquePointer?, _ granularity: Int32, _ steps: Int64, _ extending: Bool) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        let unit = try GranularityCode.codes.value(granularity)
        model.moveCaret(unit, by: Int(steps), extending: extending)
    }
}

/// Moves the caret, or extends the selection, to a line, paragraph or document edge.
@_cdecl("te_control_move_caret_to")
public func te_control_move_caret_to(_ control: OpaquePointer?, _ target: Int32, _ extending: Bool) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        model.moveCaret(to: try CaretTargetCode.codes.value(target), extending: extending)
    }
}

/// `TE_GRANULARITY_*`.
enum GranularityCode {
    static let codes = CCodes<TextGranularity>("granularity", "TE_GRANULARITY_*", [.character, .word, .sentence, .paragraph, .line, .document])
}

/// `TE_CARET_*`.
enum CaretTargetCode {
    static let codes = CCodes<CaretTarget>(
        "caret target", "TE_CARET_*", [.lineStart, .lineEnd, .paragraphStart, .paragraphEnd, .documentStart, .documentEnd])
}
