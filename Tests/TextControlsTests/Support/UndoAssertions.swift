import Foundation
import TextControls
import XCTest

/// Asserts that `model`'s history holds exactly one step: undoing it gives `before`, leaves
/// nothing more to undo, and redoing it gives `after` again.
func assertOneUndoStep(
    _ model: TextInputModel, undoesTo before: String, redoesTo after: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(model.undo(), "undo", file: file, line: line)
    XCTAssertEqual(model.text, before, "after undo", file: file, line: line)
    XCTAssertFalse(model.canUndo, "one step", file: file, line: line)
    XCTAssertTrue(model.redo(), "redo", file: file, line: line)
    XCTAssertEqual(model.text, after, "after redo", file: file, line: line)
    model.checkInvariants()
}

/// Undoes `model`'s last step and asserts that it did, leaving `text` and, when given, `selection`.
func assertUndo(
    _ model: TextInputModel, leaves text: String, selection: NSRange? = nil, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(model.undo(), "undo: \(message)", file: file, line: line)
    assertLeft(model, text, selection, message, file: file, line: line)
}

/// Redoes `model`'s last undone step and asserts that it did, leaving `text` and, when given,
/// `selection`.
func assertRedo(
    _ model: TextInputModel, leaves text: String, selection: NSRange? = nil, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(model.redo(), "redo: \(message)", file: file, line: line)
    assertLeft(model, text, selection, message, file: file, line: line)
}

private func assertLeft(
    _ model: TextInputModel, _ text: String, _ selection: NSRange?, _ message: String, file: StaticString, line: UInt
) {
    XCTAssertEqual(model.text, text, message, file: file, line: line)
    if let selection { XCTAssertEqual(model.selectedRange, selection, message, file: file, line: line) }
}
