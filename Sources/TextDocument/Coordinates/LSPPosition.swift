/// A position as the Language Server Protocol counts it: a 0-based line, where only LF, CR LF and
/// CR end a line (U+0085, U+2028 and U+2029 are ordinary characters there), and a character
/// offset in UTF-16 code units from the start of that line. Encodes as
/// `{"line":1,"character":4}`.
public struct LSPPosition: Hashable, Sendable, Codable {
    /// The 0-based line.
    public var line: Int
    /// UTF-16 code units from the start of the line.
    public var character: Int

    /// The position `character` UTF-16 units into 0-based line `line`.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// A range of a text between two ``LSPPosition``s, as the Language Server Protocol writes it.
/// Encodes as `{"start":{...},"end":{...}}`.
public struct LSPRange: Hashable, Sendable, Codable {
    /// Where the range starts.
    public var start: LSPPosition
    /// Where the range ends (not before `start`).
    public var end: LSPPosition

    /// The range from `start` to `end`.
    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }
}
