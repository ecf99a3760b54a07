import XCTest

/// Exact screens of the headless editor (Fixtures/edit): wrapping by display width, movement
/// over wrapped rows, resizing, find, replace and undo, prompts, clipboard and line endings.
final class ScreenFixtureTests: XCTestCase {
    func testWrap_cjkBreaksBetweenIdeographsByWidth() throws { try ScreenFixtures.assertMatches("wrap-cjk") }
    func testWrap_emojiSequencesAreOneTwoCellCluster() throws { try ScreenFixtures.assertMatches("wrap-emoji") }
    func testWrap_combiningMarksTakeNoCell() throws { try ScreenFixtures.assertMatches("wrap-combining") }
    func testWrap_longWordBrokenByClusters_tabsToStops() throws { try ScreenFixtures.assertMatches("wrap-long-word") }
    func testControls_shownInNotation() throws { try ScreenFixtures.assertMatches("controls") }
    func testCursor_movesByVisualRowKeepingGoalColumn() throws { try ScreenFixtures.assertMatches("cursor-wrapped-rows") }
    func testResize_andNoWrapScrollsSideways() throws { try ScreenFixtures.assertMatches("resize") }
    func testFind_incrementalNextPreviousNotFound() throws { try ScreenFixtures.assertMatches("find") }
    func testReplace_oneByOneThenAll_undoIsOneStep() throws { try ScreenFixtures.assertMatches("replace-all-undo") }
    func testQuit_asksWhenUnsaved() throws { try ScreenFixtures.assertMatches("quit-prompts") }
    func testQuit_withoutChangesQuitsAtOnce() throws { try ScreenFixtures.assertMatches("quit-clean") }
    func testSelection_copyCutPaste() throws { try ScreenFixtures.assertMatches("selection-clipboard") }
    func testPages_andGoToLine() throws { try ScreenFixtures.assertMatches("pages-goto") }
    func testTyping_enterUsesTheFilesLineEnding() throws { try ScreenFixtures.assertMatches("typing-crlf") }
    func testSave_writesTheFileAndClearsTheUnsavedMark() throws { try ScreenFixtures.assertMatches("save") }
    func testNewBuffer_asksForAName_aFailedSaveKeepsIt() throws { try ScreenFixtures.assertMatches("new-buffer") }
}
