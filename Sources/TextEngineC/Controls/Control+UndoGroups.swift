import CTextEngine
import TextControls

/// Opens an undo group: edits until the matching end join one undo step.
@_cdecl("te_control_begin_undo_grouping")
public func te_control_begin_undo_grouping(_ control: OpaquePointer?) -> te_status {
    CEntry.control(control) { $0.beginUndoGrouping() }
}

/// Closes the innermost open undo group; nothing when none is open.
@_cdecl("te_control_end_undo_grouping")
public func te_control_end_undo_grouping(_ control: OpaquePointer?) -> te_status {
    CEntry.control(control) { $0.endUndoGrouping() }
}

/// The number of open undo groups. O(1).
@_cdecl("te_control_undo_grouping_level")
public func te_control_undo_grouping_level(_ control: OpaquePointer?) -> Int64 {
    CEntry.control(control, fallback: -1) { Int64($0.undoGroupingLevel) }
}
