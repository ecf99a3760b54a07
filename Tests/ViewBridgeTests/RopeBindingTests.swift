import Foundation
import XCTest
@testable import ViewBridge

/// A text binding that carries a `TextRope`: no work proportional to the document per keystroke,
/// and changes from elsewhere applied as minimal edits. Asserted through storage identity and
/// counts, never through timing.
final class RopeBindingTests: XCTestCase {
    // About 1 MB of UTF-16 text, and a fifth of it (for the test that edits through the stub
    // TextBoundaries, whose boundary queries are O(n) for now).
    private static let largeText = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 23_000)
    private static let mediumText = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4_600)

    private func storageAddress(_ rope: TextRope, at offset: Int) throws -> UnsafePointer<UInt16>? {
        try rope.chunk(containingUTF16: offset).utf16CodeUnits.baseAddress
    }

    func testTypingInALargeDocument_copiesNothingPerKeystroke() throws {
        @State var document = TextRope(Self.largeText)
        var deltas: [String] = []
        let host = RepresentableHost {
            TextFieldWrapper(rope: $document).onTextEdit { deltas.append("\($0.source.rawValue) \($0.range) \($0.replacement)") }
        }
        host.mount()
        let field = try XCTUnwrap(host.view)
        let sync = try XCTUnwrap(host.coordinator?.sync)
        XCTAssertEqual(sync.appliedChangeCount, 1, "the document arrived as one edit")
        let middle = 500_000
        field.becomeFirstResponder()
        field.selectedRange = NSRange(location: middle, length: 0)
        var sources: [TextEdit.Source] = []
        field.addEditObserver { sources.append($0.source) }
        field.insertText("a")
        host.tick()
        let statistics = sync.statistics
        let head = try storageAddress(field.textRope, at: 0)
        let tail = try storageAddress(field.textRope, at: field.textRope.utf16Count - 1)

        for key in ["b", "c", "d"] {
            field.insertText(key)
            XCTAssertTrue(document.isIdentical(to: field.textRope), "the state holds the field's own snapshot")
            XCTAssertEqual(host.tick(), 1)
            XCTAssertTrue(document.isIdentical(to: field.textRope))
            XCTAssertEqual(try storageAddress(field.textRope, at: 0), head, "the text far from the caret was not copied")
            XCTAssertEqual(try storageAddress(document, at: document.utf16Count - 1), tail)
        }
        XCTAssertEqual(sync.statistics, statistics, "no comparison of texts ran while typing")
        XCTAssertEqual(sync.appliedChangeCount, 1, "no edit went back from state to the field")
        XCTAssertEqual(sources, [.typing, .typing, .typing, .typing])
        XCTAssertEqual(deltas, [
            "typing {500000, 0} a", "typing {500001, 0} b", "typing {500002, 0} c", "typing {500003, 0} d",
        ])
        XCTAssertEqual(document.utf16Count, Self.largeText.utf16.count + 4)
        XCTAssertEqual(try document.string(utf16Range: (middle - 2)..<(middle + 6)), " qabcdui")
        XCTAssertEqual(host.deferredWriteCount, 0)
        host.coordinator?.checkInvariants()
    }

    func testForeignChange_arrivesAsOneMinimalEditKeepingTheSelection() throws {
        @State var document = TextRope(Self.mediumText)
        @State var selection = NSRange(location: 0, length: 0)
        let (host, field) = try mountedHost { TextFieldWrapper(rope: $document).selection($selection) }
        let sync = try XCTUnwrap(host.coordinator?.sync)
        field.becomeFirstResponder()
        try field.select(NSRange(location: 120_000, length: 5))
        field.insertText("X")
        host.tick()
        XCTAssertEqual(selection, NSRange(location: 120_001, length: 0))
        var edits: [String] = []
        field.addEditObserver { edits.append("\($0.source.rawValue) \($0.range) \($0.replacement)") }
        let before = sync.statistics

        // Another part of the app edits the document: before the caret, then after it.
        try document.replace(utf16Range: 20_000..<20_003, with: "A")
        host.tick()
        try document.insert("[note]", atUTF16: 180_000)
        host.tick()

        XCTAssertEqual(edits, ["programmatic {20000, 3} A", "programmatic {180000, 0} [note]"])
        XCTAssertEqual(field.selectedRange, NSRange(location: 119_999, length: 0), "shifted by the change before it")
        XCTAssertEqual(selection, NSRange(location: 119_999, length: 0))
        XCTAssertEqual(field.textRope, document)
        let compared = sync.statistics.comparedUnits - before.comparedUnits
        let shared = sync.statistics.sharedChunks - before.sharedChunks
        XCTAssertLessThan(compared, 200, "only the chunks near each change were read, not 200 000 units")
        XCTAssertGreaterThan(shared, 0, "the rest was skipped as shared storage")
        XCTAssertEqual(host.deferredWriteCount, 0)
        host.coordinator?.checkInvariants()
        host.checkInvariants()
    }
}
