import CTextEngine
import SeededRandom
import XCTest

/// `te_document_*` and `te_changes_*` through the C entry points against plain references: random
/// change sets built replacement by replacement (refusals included) and applied, a language-server
/// mirror kept from the change handler's LSP events alone, anchors mapped by an independent rule,
/// and JSON round trips.
final class DocumentCAPITests: XCTestCase {
    private static let alphabet: [UInt16] = [0x61, 0x0D, 0x0A, 0x85, 0x2028, 0xE9, 0x4E2D, 0xD83D, 0xDE00, 0x301, 0x20]

    // The mirror the change handler keeps: UTF-16 units addressed by LSP positions.
    nonisolated(unsafe) private static var mirror: [UInt16] = []
    nonisolated(unsafe) private static var mirrorBroken = false

    private static let updateMirror: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafePointer<te_document_change_info>?) -> Void = {
        _, _, info in
        guard let info = info?.pointee else { return }
        for index in 0..<Int(info.lsp_change_count) {
            guard let change = info.lsp_changes?[index],
                let start = offset(line: change.start_line, character: change.start_character),
                let end = offset(line: change.end_line, character: change.end_character), start <= end
            else {
                mirrorBroken = true
                return
            }
            let text = Array(UnsafeBufferPointer(start: change.text_utf16, count: Int(change.text_utf16_length)))
            mirror.replaceSubrange(start..<end, with: text)
        }
    }

    // The mirror offset of an LSP position: lines end at LF, CR LF or CR.
    private static func offset(line: Int64, character: Int64) -> Int? {
        var index = 0
        var current: Int64 = 0
        while current < line {
            guard index < mirror.count else { return nil }
            if mirror[index] == 0x0D, index + 1 < mirror.count, mirror[index + 1] == 0x0A { index += 1 }
            if mirror[index] == 0x0A || mirror[index] == 0x0D { current += 1 }
            index += 1
        }
        let result = index + Int(character)
        return result <= mirror.count ? result : nil
    }

    func testRandomChangeSets_matchReference_andKeepTheMirror() throws {
        let seed: UInt64 = 0xD0C0_C0DE
        print("DocumentCAPITests seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        let document = CTextEngine.te_document_new()
        defer { CTextEngine.te_document_free(document) }
        var reference: [UInt16] = []
        Self.mirror = []
        Self.mirrorBroken = false
        XCTAssertEqual(CTextEngine.te_document_set_change_handler(document, Self.updateMirror, nil), Int32(TE_OK))
        // Anchors at random offsets and biases, mapped here by the rule written out independently.
        var anchors: [(id: Int64, offset: Int, after: Bool)] = []
        for step in 0..<400 {
            var changes: OpaquePointer?
            XCTAssertEqual(CTextEngine.te_changes_new(Int64(reference.count), &changes), Int32(TE_OK))
            var expected: [(range: Range<Int>, text: [UInt16])] = []
            var position = 0
            var lastStart = 0
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                if Int.random(in: 0..<6, using: &rng) == 0 {
                    // Out of order or overlapping: refused, nothing added.
                    guard lastStart > 0 else { continue }
                    let start = Int.random(in: 0..<lastStart, using: &rng)
                    let status = CTextEngine.te_changes_add_utf16(changes, Int64(start), 0, nil, 0)
                    XCTAssertEqual(status, Int32(TE_ERROR_RANGE), "step \(step)")
                    continue
                }
                guard position <= reference.count else { break }
                let start = Int.random(in: position...min(reference.count, position + 6), using: &rng)
                let end = Int.random(in: start...min(reference.count, start + 4), using: &rng)
                let text = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Self.alphabet.randomElement(using: &rng) ?? 0 }
                XCTAssertEqual(CTextEngine.te_changes_add_utf16(changes, Int64(start), Int64(end - start), text, Int64(text.count)), Int32(TE_OK))
                if !(start == end && text.isEmpty) { expected.append((start..<end, text)) }
                position = end
                lastStart = start
            }
            XCTAssertEqual(CTextEngine.te_changes_count(changes), Int64(expected.count), "step \(step)")
            try checkJSONRoundTrip(changes, step)
            var after = reference
            for replacement in expected.reversed() { after.replaceSubrange(replacement.range, with: replacement.text) }
            XCTAssertEqual(CTextEngine.te_changes_length_after(changes), Int64(after.count), "step \(step)")
            XCTAssertEqual(CTextEngine.te_document_apply(document, changes, Int32(TE_EDIT_REMOTE)), Int32(TE_OK), "step \(step)")
            CTextEngine.te_changes_free(changes)
            for index in anchors.indices {
                anchors[index].offset = Self.map(anchors[index].offset, after: anchors[index].after, through: expected)
            }
            reference = after
            XCTAssertEqual(Self.contents(document), reference, "step \(step)")
            XCTAssertFalse(Self.mirrorBroken, "step \(step)")
            XCTAssertEqual(Self.mirror, reference, "step \(step)")
            if step % 10 == 0 {
                let offset = Int.random(in: 0...reference.count, using: &rng)
                let after = Bool.random(using: &rng)
                var id: Int64 = 0
                XCTAssertEqual(
                    CTextEngine.te_document_anchor_new(document, Int64(offset), after ? 1 : 0, false, &id), Int32(TE_OK))
                anchors.append((id, offset, after))
            }
            for anchor in anchors {
                var offset: Int64 = -1
                XCTAssertEqual(CTextEngine.te_document_anchor_offset(document, anchor.id, &offset, nil), Int32(TE_OK))
                XCTAssertEqual(offset, Int64(anchor.offset), "step \(step), anchor \(anchor.id)")
            }
        }
    }

    // Where an offset goes: replacements before it shift it; an insertion at it goes after it
    // unless the anchor keeps after; inside a replacement it goes to the start or the end of the
    // new text; at a replacement's start or end it stays with the text beside it.
    private static func map(_ offset: Int, after: Bool, through replacements: [(range: Range<Int>, text: [UInt16])]) -> Int {
        var shift = 0
        for replacement in replacements {
            let range = replacement.range
            if offset < range.lowerBound { break }
            if offset == range.lowerBound && !(range.isEmpty && after) { break }
            if offset > range.lowerBound && offset < range.upperBound {
                return range.lowerBound + shift + (after ? replacement.text.count : 0)
            }
            shift += replacement.text.count - range.count
        }
        return offset + shift
    }

    private func checkJSONRoundTrip(_ changes: OpaquePointer?, _ step: Int) throws {
        var length: Int64 = 0
        XCTAssertEqual(CTextEngine.te_changes_copy_json(changes, nil, 0, &length), Int32(TE_OK))
        var json = [CChar](repeating: 0, count: Int(length) + 1)
        XCTAssertEqual(CTextEngine.te_changes_copy_json(changes, &json, Int64(json.count), nil), Int32(TE_OK))
        var parsed: OpaquePointer?
        XCTAssertEqual(CTextEngine.te_changes_new_json(json, length, &parsed), Int32(TE_OK), "step \(step)")
        defer { CTextEngine.te_changes_free(parsed) }
        XCTAssertEqual(Self.listing(parsed), Self.listing(changes), "step \(step)")
    }

    private static func listing(_ changes: OpaquePointer?) -> [String] {
        (0..<max(CTextEngine.te_changes_count(changes), 0)).map { index in
            var range = te_range()
            var units = [UInt16](repeating: 0, count: 16)
            var length: Int64 = 0
            _ = CTextEngine.te_changes_replacement_utf16(changes, index, &range, &units, Int64(units.count), &length)
            return "{\(range.location),\(range.length)} \(units.prefix(Int(length)))"
        }
    }

    private static func contents(_ document: OpaquePointer?) -> [UInt16] {
        let count = Int(CTextEngine.te_document_utf16_count(document))
        var units = [UInt16](repeating: 0, count: count + 1)
        _ = CTextEngine.te_document_copy_utf16(document, 0, Int64(count), &units, Int64(units.count), nil)
        return Array(units.prefix(count))
    }
}
