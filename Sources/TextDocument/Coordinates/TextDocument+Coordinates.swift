import TextRope

extension TextDocument {
    /// The text with its line-break index, for LSP, tree-sitter and UTF-8 conversions: an O(1)
    /// snapshot that later changes do not affect.
    ///
    /// The first conversion (or the first observer, see ``addObserver(_:)``) indexes the text's
    /// line terminators, in O(n); every change keeps the index from then on.
    public var coordinates: TextCoordinates {
        if let lineBreaks { return TextCoordinates(text: text, breaks: lineBreaks) }
        let built = LineBreakIndex(text)
        lineBreaks = built
        return TextCoordinates(text: text, breaks: built)
    }

    /// The LSP position of a UTF-16 offset; see ``TextCoordinates/lspPosition(forUTF16Offset:)``.
    /// O(log n) but for the first conversion (see ``coordinates``).
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...utf16Count`.
    public func lspPosition(forUTF16Offset offset: Int) throws(TextRangeError) -> LSPPosition {
        try coordinates.lspPosition(forUTF16Offset: offset)
    }

    /// The UTF-16 offset of an LSP position; see ``TextCoordinates/utf16Offset(for:)-(LSPPosition)``.
    /// O(log n) but for the first conversion (see ``coordinates``).
    /// - Throws: `TextRangeError.lineOutOfBounds` or `.positionOutOfBounds`.
    public func utf16Offset(for position: LSPPosition) throws(TextRangeError) -> Int {
        try coordinates.utf16Offset(for: position)
    }

    /// The tree-sitter point of a UTF-16 offset; see
    /// ``TextCoordinates/treeSitterPoint(forUTF16Offset:)``. O(log n) but for the first
    /// conversion (see ``coordinates``).
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...utf16Count`.
    public func treeSitterPoint(forUTF16Offset offset: Int) throws(TextRangeError) -> TreeSitterPoint {
        try coordinates.treeSitterPoint(forUTF16Offset: offset)
    }

    /// The UTF-16 offset of a tree-sitter point; see
    /// ``TextCoordinates/utf16Offset(for:)-(TreeSitterPoint)``. O(log n) but for the first
    /// conversion (see ``coordinates``).
    /// - Throws: `TextRangeError.pointOutOfBounds`.
    public func utf16Offset(for point: TreeSitterPoint) throws(TextRangeError) -> Int {
        try coordinates.utf16Offset(for: point)
    }

    /// The UTF-8 length of the text before a UTF-16 offset (a lone surrogate takes the 3 bytes of
    /// U+FFFD; an offset inside a surrogate pair counts the bytes before the pair). O(log n).
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...utf16Count`.
    public func utf8Offset(forUTF16Offset offset: Int) throws(TextRangeError) -> Int {
        try text.utf8Offset(forUTF16Offset: offset)
    }

    /// The UTF-16 offset of the character whose UTF-8 encoding holds byte `utf8Offset`
    /// (``utf16Count`` for the text's UTF-8 length); a byte inside a multi-byte sequence gives the
    /// character's start. O(log n).
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...utf8Count`.
    public func utf16Offset(forUTF8Offset utf8Offset: Int) throws(TextRangeError) -> Int {
        try text.utf16Offset(forUTF8Offset: utf8Offset)
    }
}
