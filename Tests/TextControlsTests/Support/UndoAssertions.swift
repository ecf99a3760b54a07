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
