import CTextEngine

/// Tree-sitter's view of a change: its input edits replayed on the UTF-8 text. The edits come
/// from the highest to the lowest, so the bytes edit i inserted are in the text after the change,
/// shifted by what the edits after it (all lower) added; every point must be where the bytes say.
enum TreeSitterReplay {
    /// Replays `edits` on `bytes`, taking the inserted bytes from `after` (the text after the
    /// change, in UTF-16); describes what is wrong, or returns nil and leaves `bytes` as `after`.
    static func apply(_ edits: [te_tree_sitter_edit], to bytes: inout [UInt8], leaving after: [UInt16]) -> String? {
        let final = Array(String(decoding: after, as: UTF16.self).utf8)
        var text = bytes
        for (index, edit) in edits.enumerated() {
            let later = edits[(index + 1)...]
            guard later.allSatisfy({ $0.old_end_byte <= edit.start_byte }) else { return "tree-sitter edits are not from the highest to the lowest" }
            let shift = later.reduce(Int64(0)) { $0 + $1.new_end_byte - $1.old_end_byte }
            guard edit.start_byte <= edit.old_end_byte, edit.old_end_byte <= Int64(text.count), edit.start_byte <= edit.new_end_byte,
                edit.new_end_byte + shift <= Int64(final.count), edit.start_byte + shift >= 0
            else { return "tree-sitter edit \(edit.start_byte) \(edit.old_end_byte) \(edit.new_end_byte) is outside the text" }
            for (offset, point) in [(edit.start_byte, edit.start_point), (edit.old_end_byte, edit.old_end_point)] {
                let expected = self.point(text, Int(offset))
                guard expected == (point.row, point.column) else {
                    return "tree-sitter point \(point.row):\(point.column) of byte \(offset), the bytes say \(expected.0):\(expected.1)"
                }
            }
            text.replaceSubrange(Int(edit.start_byte)..<Int(edit.old_end_byte), with: final[Int(edit.start_byte + shift)..<Int(edit.new_end_byte + shift)])
            guard edit.new_end_byte <= Int64(text.count) else { return "tree-sitter new end byte \(edit.new_end_byte) is past the text" }
            let newEnd = self.point(text, Int(edit.new_end_byte))
            guard newEnd == (edit.new_end_point.row, edit.new_end_point.column) else {
                return "tree-sitter new end point \(edit.new_end_point.row):\(edit.new_end_point.column), the bytes say \(newEnd.0):\(newEnd.1)"
            }
        }
        guard text == final else { return "the tree-sitter edits leave \(text.count) bytes that are not the text after the change" }
        bytes = text
        return nil
    }

    // Rows end at LF; columns count bytes.
    private static func point(_ text: [UInt8], _ offset: Int) -> (Int64, Int64) {
        let prefix = text[..<offset]
        let rowStart = (prefix.lastIndex(of: 0x0A) ?? -1) + 1
        return (Int64(prefix.filter { $0 == 0x0A }.count), Int64(offset - rowStart))
    }
}
