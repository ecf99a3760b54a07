import SeededRandom
@testable import TextDocument
import TextRope
import XCTest

// The events of a keystroke, found from the counts the document remembers where the last change
// ended, against the general path: the same change given through the public initializer, whose
// conversions index the texts afresh and know nothing of the last change.
final class TypedEventsTests: XCTestCase {
    private typealias Reference = CoordinateReference

    func testRandomTyping_eventsEqualTheGeneralPath() throws {
        var random = seededRandom(0x7E57_0F_7E5)
        var typed = (lsp: 0, treeSitter: 0)
        var steps = 0
        for round in 0..<8 {
            let document = TextDocument(TextRope(utf16CodeUnits: Reference.randomText(&random, maxPieces: 80)))
            var received: [DocumentChange] = []
            document.addObserver { received.append($0) }
            var caret = Int.random(in: 0...document.utf16Count, using: &random)
            for step in 0..<500 {
                let replacement = keystroke(at: &caret, length: document.utf16Count, &random)
                try document.apply(ChangeSet(lengthBefore: document.utf16Count, replacements: [replacement]))
                let context = "round \(round) step \(step) \(replacement.range) \(replacement.text.utf16CodeUnits)"
                XCTAssertEqual(received.count, 1, context)
                guard let change = received.popLast() else { continue }
                let general = DocumentChange(changes: change.changes, textBefore: change.textBefore, textAfter: change.textAfter, origin: .remote)
                XCTAssertEqual(change.lspContentChanges(), general.lspContentChanges(), context)
                XCTAssertEqual(change.treeSitterEdits(), general.treeSitterEdits(), context)
                if let event = change.indexedBefore.typedLSPContentChange(change.changes) {
                    XCTAssertEqual([event], general.lspContentChanges(), context)
                    typed.lsp += 1
                }
                if let edit = change.indexedBefore.typedTreeSitterEdit(change.changes) {
                    XCTAssertEqual([edit], general.treeSitterEdits(), context)
                    typed.treeSitter += 1
                }
                steps += 1
            }
        }
        // Many keystrokes take the typed path; the others (not at the remembered counts, after a
        // CR or a lead surrogate, or on a line after a terminator the convention does not count,
        // which these texts hold many of) the general one.
        XCTAssertGreaterThan(typed.lsp, steps / 4)
        XCTAssertGreaterThan(typed.treeSitter, steps / 4)
        XCTAssertLessThan(typed.lsp, steps * 9 / 10)
        XCTAssertLessThan(typed.treeSitter, steps * 9 / 10)
    }

    func testTypingAfterTerminatorsTheConventionsDoNotCount_takesTheGeneralPath() throws {
        for (text, lspTyped, treeSitterTyped) in [("a\nb\u{85}", false, false), ("a\nb\r", true, false), ("a\r", true, true), ("a\nb", true, true)] {
            let document = TextDocument(text)
            var received: [DocumentChange] = []
            document.addObserver { received.append($0) }
            let end = document.utf16Count
            try document.replace(utf16Range: end..<end, with: "x", origin: .typing)
            try document.replace(utf16Range: (end + 1)..<(end + 1), with: "y", origin: .typing)
            let change = try XCTUnwrap(received.last)
            let general = DocumentChange(changes: change.changes, textBefore: change.textBefore, textAfter: change.textAfter, origin: .remote)
            XCTAssertEqual(change.indexedBefore.typedLSPContentChange(change.changes) != nil, lspTyped, text.debugDescription)
            XCTAssertEqual(change.indexedBefore.typedTreeSitterEdit(change.changes) != nil, treeSitterTyped, text.debugDescription)
            XCTAssertEqual(change.lspContentChanges(), general.lspContentChanges(), text.debugDescription)
            XCTAssertEqual(change.treeSitterEdits(), general.treeSitterEdits(), text.debugDescription)
        }
    }

    // Mostly a piece typed at the caret (a letter three times in four; as a string when it holds
    // no lone surrogate); sometimes a deletion beside it, a move elsewhere, or a replacement of a
    // few units there.
    private func keystroke(at caret: inout Int, length: Int, _ random: inout SplitMix64) -> ChangeSet.Replacement {
        let letters: [[UInt16]] = [[0x61], [0x62], [0x20], [0xE9], [0x20AC], [0xD83D, 0xDE00]]
        let piece = (Int.random(in: 0..<4, using: &random) == 0 ? Reference.pieces : letters).randomElement(using: &random)!
        let string = String(decoding: piece, as: UTF16.self)
        let text = Array(string.utf16) == piece ? ReplacementText(string) : ReplacementText(utf16CodeUnits: piece)
        switch Int.random(in: 0..<20, using: &random) {
        case 0 where caret > 0:
            caret -= 1
            return ChangeSet.Replacement(range: caret..<(caret + 1), text: .empty)
        case 1 where caret < length:
            return ChangeSet.Replacement(range: caret..<(caret + 1), text: .empty)
        case 2:
            caret = Int.random(in: 0...length, using: &random)
        case 3:
            let start = Int.random(in: 0...length, using: &random)
            let end = min(start + Int.random(in: 1...3, using: &random), length)
            caret = start + text.utf16Count
            return ChangeSet.Replacement(range: start..<end, text: text)
        default:
            break
        }
        defer { caret += text.utf16Count }
        return ChangeSet.Replacement(range: caret..<caret, text: text)
    }
}
