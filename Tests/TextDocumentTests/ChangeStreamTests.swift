import SeededRandom
import TextDocument
import TextRope
import XCTest

final class ChangeStreamTests: XCTestCase {
    private typealias Reference = CoordinateReference

    // MARK: - Single events

    func testKeystroke_givesTheREPLLines() throws {
        let (lsp, treeSitter) = try events(in: "abc", [(3..<3, "a")])
        XCTAssertEqual(lsp.map(\.json), [#"{"range":{"start":{"line":0,"character":3},"end":{"line":0,"character":3}},"text":"a"}"#])
        XCTAssertEqual(treeSitter.map(\.description), ["start_byte 3 old_end_byte 3 new_end_byte 4 start_point 0 3 old_end_point 0 3 new_end_point 0 4"])
    }

    func testInsertionBetweenCRAndLF_widensTheLSPEventOnly() throws {
        let (lsp, treeSitter) = try events(in: "a\r\nb", [(2..<2, "x")])
        XCTAssertEqual(lsp.map(\.json), [#"{"range":{"start":{"line":0,"character":1},"end":{"line":1,"character":0}},"text":"\rx\n"}"#])
        XCTAssertEqual(treeSitter.map(\.description), ["start_byte 2 old_end_byte 2 new_end_byte 3 start_point 0 2 old_end_point 0 2 new_end_point 0 3"])
    }

    func testDeletingEitherHalfOfCRLF_takesTheOtherHalfIn() throws {
        let deleteLF = try events(in: "a\r\nb", [(2..<3, "")])
        XCTAssertEqual(deleteLF.lsp.map(\.json), [#"{"range":{"start":{"line":0,"character":1},"end":{"line":1,"character":0}},"text":"\r"}"#])
        XCTAssertEqual(
            deleteLF.treeSitter.map(\.description), ["start_byte 2 old_end_byte 3 new_end_byte 2 start_point 0 2 old_end_point 1 0 new_end_point 0 2"])
        let deleteCR = try events(in: "a\r\nb", [(1..<2, "")])
        XCTAssertEqual(deleteCR.lsp.map(\.json), [#"{"range":{"start":{"line":0,"character":1},"end":{"line":1,"character":0}},"text":"\n"}"#])
        XCTAssertEqual(
            deleteCR.treeSitter.map(\.description), ["start_byte 1 old_end_byte 2 new_end_byte 1 start_point 0 1 old_end_point 0 2 new_end_point 0 1"])
    }

    func testReplacingHalfASurrogatePair_widensToThePair() throws {
        let (lsp, treeSitter) = try events(in: "x\u{1F600}y", [(2..<3, "z")])
        XCTAssertEqual(lsp.map(\.json), [#"{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":3}},"text":"\ud83dz"}"#])
        XCTAssertEqual(treeSitter.map(\.description), ["start_byte 1 old_end_byte 5 new_end_byte 5 start_point 0 1 old_end_point 0 5 new_end_point 0 5"])
    }

    func testReplacingALeadWithAStringOfLines_widensToThePair() throws {
        let (lsp, treeSitter) = try events(in: "x\u{1F600}y", [(1..<2, "z\n")])
        XCTAssertEqual(lsp.map(\.json), [#"{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":3}},"text":"z\n\ude00"}"#])
        XCTAssertEqual(treeSitter.map(\.description), ["start_byte 1 old_end_byte 5 new_end_byte 6 start_point 0 1 old_end_point 0 5 new_end_point 1 3"])
    }

    func testInsertedTrailCompletingAPair_widensTheTreeSitterEditOnly() throws {
        let document = TextDocument(TextRope(utf16CodeUnits: [0xD83D, 0x61]))
        var received: [DocumentChange] = []
        document.addObserver { received.append($0) }
        try document.apply(ChangeSet(lengthBefore: 2, replacing: 1..<2, with: ReplacementText(utf16CodeUnits: [0xDE00])))
        XCTAssertEqual(received[0].lspContentChanges().map(\.json), [#"{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":2}},"text":"\ude00"}"#])
        XCTAssertEqual(
            received[0].treeSitterEdits().map(\.description),
            ["start_byte 0 old_end_byte 4 new_end_byte 4 start_point 0 0 old_end_point 0 4 new_end_point 0 4"])
    }

    func testInsertedLines_newEndPointIsInTheTextAfter() throws {
        let (lsp, treeSitter) = try events(in: "ab\ncd", [(4..<5, "é\n\u{2028}x\ry")])
        XCTAssertEqual(lsp.map(\.range), [LSPRange(start: LSPPosition(line: 1, character: 1), end: LSPPosition(line: 1, character: 2))])
        XCTAssertEqual(treeSitter.map(\.description), ["start_byte 4 old_end_byte 5 new_end_byte 13 start_point 1 1 old_end_point 1 2 new_end_point 2 6"])
    }

    // MARK: - Several replacements

    func testSeveralReplacements_highestFirst() throws {
        let (lsp, treeSitter) = try events(in: "ab\ncd", [(0..<1, "X"), (3..<4, "Y\n")])
        XCTAssertEqual(
            lsp.map(\.json),
            [
                #"{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":1}},"text":"Y\n"}"#,
                #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}},"text":"X"}"#,
            ])
        XCTAssertEqual(
            treeSitter.map(\.description),
            [
                "start_byte 3 old_end_byte 4 new_end_byte 5 start_point 1 0 old_end_point 1 1 new_end_point 2 0",
                "start_byte 0 old_end_byte 1 new_end_byte 1 start_point 0 0 old_end_point 0 1 new_end_point 0 1",
            ])
    }

    func testTouchingReplacementsAcrossCRLF_eachInTheTextThePreviousLeft() throws {
        let (lsp, _) = try events(in: "\r\n", [(0..<1, "y"), (1..<2, "x")])
        XCTAssertEqual(
            lsp.map(\.json),
            [
                #"{"range":{"start":{"line":0,"character":0},"end":{"line":1,"character":0}},"text":"\rx"}"#,
                #"{"range":{"start":{"line":0,"character":0},"end":{"line":1,"character":0}},"text":"y"}"#,
            ])
    }

    func testWholeTextReplacement() throws {
        let (lsp, treeSitter) = try events(in: "a\u{2028}b\r\nc\rd", [(0..<8, "z")])
        XCTAssertEqual(lsp.map(\.json), [#"{"range":{"start":{"line":0,"character":0},"end":{"line":2,"character":1}},"text":"z"}"#])
        XCTAssertEqual(treeSitter.map(\.description), ["start_byte 0 old_end_byte 10 new_end_byte 1 start_point 0 0 old_end_point 1 3 new_end_point 0 1"])
    }

    func testChangeMadeWithThePublicInitializer_indexesItsTexts() throws {
        let before = TextRope("a\u{85}b\nc")
        let changes = try ChangeSet(lengthBefore: 5, replacing: 4..<5, with: "\u{2029}")
        let change = DocumentChange(changes: changes, textBefore: before, textAfter: try changes.applied(to: before), origin: .remote)
        XCTAssertEqual(change.lspContentChanges().map(\.range.start), [LSPPosition(line: 1, character: 0)])
        XCTAssertEqual(change.treeSitterEdits().map(\.newEndPoint), [TreeSitterPoint(row: 1, column: 3)])
        XCTAssertEqual(try change.coordinatesAfter.lspPosition(forUTF16Offset: 5), LSPPosition(line: 1, character: 1))
        XCTAssertEqual(DocumentChange(changes: .identity(length: 5), textBefore: before, textAfter: before, origin: .remote).lspContentChanges(), [])
    }

    // MARK: - Mirrors

    func testRandomChanges_mirrorsFollowTheDocument() throws {
        var random = seededRandom(0xC0DE_5EED)
        var checked = 0
        for round in 0..<6 {
            var units = Reference.randomText(&random, maxPieces: 60)
            let document = TextDocument(TextRope(utf16CodeUnits: units))
            var received: [DocumentChange] = []
            document.addObserver { received.append($0) }
            var lspMirror = units
            var treeSitterMirror = Reference.utf8(units)
            var caret = 0
            for step in 0..<600 {
                let replacements = Bool.random(using: &random) ? typing(at: caret, in: units, &random) : randomReplacements(in: units, &random)
                caret = replacements.first.map { $0.range.lowerBound + $0.text.utf16Count } ?? caret
                let changes = try ChangeSet(lengthBefore: units.count, replacements: replacements)
                try document.apply(changes)
                let context = "round \(round) step \(step) \(replacements.map { ($0.range, $0.text.utf16CodeUnits) })"
                guard !changes.isEmpty else { continue }
                XCTAssertEqual(received.count, 1, context)
                let change = received.removeFirst()
                change.coordinatesBefore.checkInvariants()
                change.coordinatesAfter.checkInvariants()
                // The texts each event applies to: the replacements applied from the highest.
                var texts = [units]
                for replacement in changes.replacements.reversed() {
                    var next = texts[texts.count - 1]
                    next.replaceSubrange(replacement.range, with: replacement.text.utf16CodeUnits)
                    texts.append(next)
                }
                let lsp = change.lspContentChanges()
                let treeSitter = change.treeSitterEdits()
                XCTAssertEqual(lsp.count, changes.count, context)
                XCTAssertEqual(treeSitter.count, changes.count, context)
                for (index, replacement) in changes.replacements.reversed().enumerated() where index < lsp.count && index < treeSitter.count {
                    applyLSP(lsp[index], to: &lspMirror, replacing: replacement, expecting: texts[index + 1], context + " event \(index)")
                    applyTreeSitter(
                        treeSitter[index], to: &treeSitterMirror, replacing: replacement, in: texts[index], expecting: texts[index + 1],
                        context + " event \(index)")
                }
                units = texts[texts.count - 1]
                XCTAssertEqual(try document.text.utf16CodeUnits(in: 0..<document.utf16Count), units, context)
                XCTAssertEqual(lspMirror, units, context)
                XCTAssertEqual(treeSitterMirror, Reference.utf8(units), context)
                lspMirror = units
                treeSitterMirror = Reference.utf8(units)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 3000)
    }

    // Applies an LSP event to a mirror that finds positions by its own line starts, checking that
    // each is a valid position there and that the event covers the replacement widened by a unit
    // at most on each side.
    private func applyLSP(
        _ event: LSPContentChange, to mirror: inout [UInt16], replacing replacement: ChangeSet.Replacement, expecting: [UInt16],
        _ context: String
    ) {
        guard case .success(let start) = Reference.lspOffset(mirror, event.range.start),
            case .success(let end) = Reference.lspOffset(mirror, event.range.end), start <= end
        else {
            return XCTFail("invalid range \(event.range) " + context)
        }
        XCTAssertFalse(Reference.isBetweenCRAndLF(mirror, start) || Reference.isBetweenCRAndLF(mirror, end), context)
        XCTAssertTrue((replacement.range.lowerBound - 1...replacement.range.lowerBound).contains(start), context)
        XCTAssertTrue((replacement.range.upperBound...replacement.range.upperBound + 1).contains(end), context)
        XCTAssertEqual(
            event.text.utf16Count, replacement.text.utf16Count + (replacement.range.lowerBound - start) + (end - replacement.range.upperBound),
            context)
        mirror.replaceSubrange(start..<end, with: event.text.utf16CodeUnits)
        XCTAssertEqual(mirror, expecting, context)
    }

    // Applies a tree-sitter edit to a byte mirror: bytes start..<oldEnd become the new text's
    // start..<newEnd. Checks every point against the reference's on the bytes, and that the edit's
    // ends are character boundaries near the replacement's.
    private func applyTreeSitter(
        _ edit: TreeSitterInputEdit, to mirror: inout [UInt8], replacing replacement: ChangeSet.Replacement, in before: [UInt16],
        expecting after: [UInt16], _ context: String
    ) {
        let afterBytes = Reference.utf8(after)
        guard 0 <= edit.startByte, edit.startByte <= edit.oldEndByte, edit.oldEndByte <= mirror.count,
            edit.startByte <= edit.newEndByte, edit.newEndByte <= afterBytes.count
        else {
            return XCTFail("invalid edit \(edit) " + context)
        }
        XCTAssertEqual(edit.startPoint, Reference.point(mirror, byte: edit.startByte), context)
        XCTAssertEqual(edit.oldEndPoint, Reference.point(mirror, byte: edit.oldEndByte), context)
        XCTAssertEqual(edit.newEndPoint, Reference.point(afterBytes, byte: edit.newEndByte), context)
        XCTAssertFalse(Reference.isContinuation(mirror, edit.startByte) || Reference.isContinuation(mirror, edit.oldEndByte), context)
        XCTAssertFalse(Reference.isContinuation(afterBytes, edit.newEndByte), context)
        let lower = replacement.range.lowerBound
        let upper = replacement.range.upperBound
        XCTAssertTrue(
            (Reference.utf8Offset(before, max(lower - 1, 0))...Reference.utf8Offset(before, lower)).contains(edit.startByte), context)
        XCTAssertTrue(
            (Reference.utf8Offset(before, upper)...Reference.utf8Offset(before, min(upper + 1, before.count))).contains(edit.oldEndByte),
            context)
        mirror.replaceSubrange(edit.startByte..<edit.oldEndByte, with: afterBytes[edit.startByte..<edit.newEndByte])
        XCTAssertEqual(mirror, afterBytes, context)
    }

    // What a user typing at `caret` does: inserts a piece there, deletes the unit before it or
    // the one after it.
    private func typing(at caret: Int, in units: [UInt16], _ random: inout SplitMix64) -> [ChangeSet.Replacement] {
        let caret = min(caret, units.count)
        let piece = Reference.pieces.randomElement(using: &random)!
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where caret > 0: return [ChangeSet.Replacement(range: (caret - 1)..<caret, text: .empty)]
        case 1 where caret < units.count: return [ChangeSet.Replacement(range: caret..<(caret + 1), text: .empty)]
        default:
            let string = String(decoding: piece, as: UTF16.self)
            let text = Array(string.utf16) == piece ? ReplacementText(string) : ReplacementText(utf16CodeUnits: piece)
            return [ChangeSet.Replacement(range: caret..<caret, text: text)]
        }
    }

    // One to five replacements (one most often, sometimes the whole text), their ends often next
    // to a CR, an LF, a surrogate or a Unicode line separator, inserting texts made of the same.
    private func randomReplacements(in units: [UInt16], _ random: inout SplitMix64) -> [ChangeSet.Replacement] {
        // Texts without lone surrogates come as strings half of the time.
        let insert = { (random: inout SplitMix64) -> ReplacementText in
            let units = Reference.randomText(&random, maxPieces: Int.random(in: 0...1, using: &random) == 0 ? 1 : 4)
            let string = String(decoding: units, as: UTF16.self)
            return Array(string.utf16) == units && Bool.random(using: &random) ? ReplacementText(string) : ReplacementText(utf16CodeUnits: units)
        }
        if Int.random(in: 0..<20, using: &random) == 0 {
            return [ChangeSet.Replacement(range: 0..<units.count, text: insert(&random))]
        }
        let special = units.indices.filter { [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(units[$0]) || (0xD800..<0xE000).contains(units[$0]) }
        let pick = { (random: inout SplitMix64) -> Int in
            guard !special.isEmpty, Bool.random(using: &random) else { return Int.random(in: 0...units.count, using: &random) }
            return min(max(special.randomElement(using: &random)! + Int.random(in: -1...2, using: &random), 0), units.count)
        }
        let count = Int.random(in: 0..<3, using: &random) == 0 ? Int.random(in: 2...5, using: &random) : 1
        var cuts: [Int] = []
        for _ in 0..<count {
            let start = pick(&random)
            cuts += [start, min(start + [0, 0, 1, 1, 2, 3, 6].randomElement(using: &random)!, units.count)]
        }
        cuts.sort()
        if units.count > 300 { cuts[cuts.count - 1] = min(cuts[cuts.count - 1] + 40, units.count) }
        return stride(from: 0, to: cuts.count, by: 2).map { ChangeSet.Replacement(range: cuts[$0]..<cuts[$0 + 1], text: insert(&random)) }
    }

    // The events of one change made to a document holding `text`.
    private func events(in text: String, _ replacements: [(Range<Int>, String)]) throws -> (lsp: [LSPContentChange], treeSitter: [TreeSitterInputEdit]) {
        let document = TextDocument(text)
        var received: [DocumentChange] = []
        document.addObserver { received.append($0) }
        try document.apply(ChangeSet(lengthBefore: document.utf16Count, replacements: replacements.map { .init(range: $0.0, with: $0.1) }))
        XCTAssertEqual(received.count, 1)
        return (received[0].lspContentChanges(), received[0].treeSitterEdits())
    }
}
