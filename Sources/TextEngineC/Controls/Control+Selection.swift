import CTextEngine
import Foundation
import TextControls

/// Selects a range as the user would.
@_cdecl("te_control_select")
public func te_control_select(_ control: OpaquePointer?, _ location: Int64, _ length: Int64) -> te_status {
    CEntry.guarded(control, as: ControlBox.self) { (box) throws(CFailure) in
        let range = NSRange(location: Int(location), length: Int(length))
        try CFailure.ranged { () throws(TextRangeError) in try box.model.select(range) }
    }
}

/// Selects everything.
@_cdecl("te_control_select_all")
public func te_control_select_all(_ control: OpaquePointer?) -> te_status {
    CEntry.guarded(control, as: ControlBox.self) { (box) throws(CFailure) in box.model.selectAll() }
}

/// Moves the caret, or extends the selection, by units of a granularity.
@_cdecl("te_control_move_caret")
public func te_control_move_caret(_ control: OpaquePointer?, _ granularity: Int32, _ steps: Int64, _ extending: Bool) -> te_status {
    CEntry.guarded(control, as: ControlBox.self) { (box) throws(CFailure) in
        let unit = try GranularityCode.granularity(granularity)
        box.model.moveCaret(unit, by: Int(steps), extending: extending)
    }
}

/// Moves the caret, or extends the selection, to a line, paragraph or document edge.
@_cdecl("te_control_move_caret_to")
public func te_control_move_caret_to(_ control: OpaquePointer?, _ target: Int32, _ extending: Bool) -> te_status {
    CEntry.guarded(control, as: ControlBox.self) { (box) throws(CFailure) in
        box.model.moveCaret(to: try CaretTargetCode.target(target), extending: extending)
    }
}

/// `TE_GRANULARITY_*`.
enum GranularityCode {
    static let granularities: [TextGranularity] = [.character, .word, .sentence, .paragraph, .line, .document]

    static func granularity(_ code: Int32) throws(CFailure) -> TextGranularity {
        guard code >= 0, Int(code) < granularities.count else {
            throw CFailure(.invalidArgument, "granularity \(code) is not a TE_GRANULARITY_* value")
        }
        return granularities[Int(code)]
    }
}

/// `TE_CARET_*`.
enum CaretTargetCode {
    static let targets: [CaretTarget] = [.lineStart, .lineEnd, .paragraphStart, .paragraphEnd, .documentStart, .documentEnd]

    static func target(_ code: Int32) throws(CFailure) -> CaretTarget {
        guard code >= 0, Int(code) < targets.count else {
            throw CFailure(.invalidArgument, "caret target \(code) is not a TE_CARET_* value")
        }
        return targets[Int(code)]
    }
}
