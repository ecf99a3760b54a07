/// A language server's copy of a document: UTF-16 code units addressed by LSP positions (lines
/// end at LF, CR LF or CR), changed only by the LSP content changes of a change handler.
struct LSPMirror: Equatable {
    private(set) var units: [UInt16]

    init(_ units: [UInt16]) { self.units = units }

    /// The offset of an LSP position, nil past the end of the text.
    func offset(line: Int64, character: Int64) -> Int? {
        guard line >= 0, character >= 0 else { return nil }
        var index = 0
        var current: Int64 = 0
        while current < line {
            guard index < units.count else { return nil }
            if units[index] == 0x0D, index + 1 < units.count, units[index + 1] == 0x0A { index += 1 }
            if units[index] == 0x0A || units[index] == 0x0D { current += 1 }
            index += 1
        }
        guard Int64(units.count - index) >= character else { return nil }
        return index + Int(character)
    }

    /// Applies one LSP content change; describes what is wrong with it instead, if something is.
    mutating func apply(_ change: LSPEvent) -> String? {
        guard let start = offset(line: change.startLine, character: change.startCharacter),
            let end = offset(line: change.endLine, character: change.endCharacter)
        else {
            return "LSP range \(change.startLine):\(change.startCharacter)-\(change.endLine):\(change.endCharacter) is outside the mirror"
        }
        guard start <= end else { return "LSP range ends before it starts" }
        units.replaceSubrange(start..<end, with: change.text)
        return nil
    }
}

/// What the mirror reads of a `te_lsp_change`.
struct LSPEvent {
    let startLine: Int64
    let startCharacter: Int64
    let endLine: Int64
    let endCharacter: Int64
    let text: [UInt16]
}
