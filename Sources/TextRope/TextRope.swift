/// A text stored as a balanced tree of UTF-16 chunks, addressed by UTF-16 offsets like `NSString`.
///
/// `TextRope` edits code units exactly as Darwin's `NSMutableString` does: a range may split a
/// surrogate pair and lone surrogates are kept as they are (they read as U+FFFD through
/// ``string(utf16Range:)``). Every node caches its UTF-16, Unicode scalar, UTF-8 and line
/// terminator counts, so conversions between those units and line lookups cost O(log n).
///
/// `TextRope` is a copy-on-write value: a copy is O(1) and shares storage until one side is
/// edited, which makes it the unit of snapshots for undo and for background readers.
///
/// Edits remember the path to the chunk they touched; the next edit in the same chunk (typing,
/// deleting, replaying a trace) reuses it instead of descending from the root.
public struct TextRope: @unchecked Sendable {
    // Unchecked: the tree is shared between copies but never mutated while shared (every mutation
    // checks unique ownership along its path and copies what is shared).
    @usableFromInline var root: Node
    @usableFromInline var summary: Summary
    @usableFromInline var cursor: EditCursor

    /// An empty text.
    public init() {
        root = sharedEmptyLeaf
        summary = .empty
        cursor = EditCursor()
    }

    init(root: Node, summary: Summary) {
        self.root = root
        self.summary = summary
        cursor = EditCursor()
    }

    /// The length in UTF-16 code units. O(1).
    public var utf16Count: Int { summary.utf16 }

    /// The number of Unicode scalars; a lone surrogate counts as one (it reads as U+FFFD). O(1):
    /// keys typed in a row and not counted yet are counted here, at most 128 units.
    public var unicodeScalarCount: Int { exactSummary.scalars }

    /// The length of the text in UTF-8, a lone surrogate taking the 3 bytes of U+FFFD. O(1), as
    /// ``unicodeScalarCount``.
    public var utf8Count: Int { exactSummary.utf8 }

    /// The number of lines: line terminators plus one, as `NSString.lineRange(for:)` splits them
    /// (LF, CR, CR LF, U+0085, U+2028, U+2029; CR LF is one terminator). An empty text and a text
    /// ending in a terminator both end with an empty line. O(1), as ``unicodeScalarCount``.
    public var lineCount: Int { exactSummary.lines + 1 }

    /// Whether the text is empty. O(1).
    public var isEmpty: Bool { summary.utf16 == 0 }
}
