/// A point as tree-sitter counts it: a 0-based row, where only LF ends a row (a CR alone, U+0085,
/// U+2028 and U+2029 are ordinary characters there), and a column in UTF-8 bytes from the start
/// of that row (a lone surrogate takes the 3 bytes of U+FFFD).
public struct TreeSitterPoint: Hashable, Sendable {
    /// The 0-based row.
    public var row: Int
    /// UTF-8 bytes from the start of the row.
    public var column: Int

    /// The point `column` bytes into 0-based row `row`.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// Tree-sitter's `TSInputEdit`: the bytes `startByte..<oldEndByte` of the text before the edit
/// became `startByte..<newEndByte` of the text after it, with the points of those offsets (the
/// new end's in the text after). ``DocumentChange/treeSitterEdits()`` makes them.
public struct TreeSitterInputEdit: Hashable, Sendable, CustomStringConvertible {
    /// The UTF-8 offset where the edit starts, in both texts.
    public var startByte: Int
    /// The UTF-8 offset where the replaced bytes ended, in the text before.
    public var oldEndByte: Int
    /// The UTF-8 offset where the inserted bytes end, in the text after.
    public var newEndByte: Int
    /// The point of `startByte`.
    public var startPoint: TreeSitterPoint
    /// The point of `oldEndByte`, in the text before.
    public var oldEndPoint: TreeSitterPoint
    /// The point of `newEndByte`, in the text after.
    public var newEndPoint: TreeSitterPoint

    /// An edit with these offsets and points.
    public init(
        startByte: Int, oldEndByte: Int, newEndByte: Int, startPoint: TreeSitterPoint, oldEndPoint: TreeSitterPoint,
        newEndPoint: TreeSitterPoint
    ) {
        self.startByte = startByte
        self.oldEndByte = oldEndByte
        self.newEndByte = newEndByte
        self.startPoint = startPoint
        self.oldEndPoint = oldEndPoint
        self.newEndPoint = newEndPoint
    }

    /// The fields in order, each point as its row and column:
    /// `start_byte 3 old_end_byte 3 new_end_byte 4 start_point 0 3 old_end_point 0 3 new_end_point 0 4`.
    public var description: String {
        "start_byte \(startByte) old_end_byte \(oldEndByte) new_end_byte \(newEndByte)"
            + " start_point \(startPoint.row) \(startPoint.column)"
            + " old_end_point \(oldEndPoint.row) \(oldEndPoint.column)"
            + " new_end_point \(newEndPoint.row) \(newEndPoint.column)"
    }
}
