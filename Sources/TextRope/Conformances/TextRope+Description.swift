extension TextRope: CustomStringConvertible, CustomDebugStringConvertible {
    /// The whole text, lone surrogates read as U+FFFD. O(n).
    public var description: String { String(self) }

    /// The whole text quoted, with the UTF-16 length. O(n).
    public var debugDescription: String { "TextRope(\(String(self).debugDescription), utf16: \(utf16Count))" }
}

extension TextRope: ExpressibleByStringLiteral {
    /// A text holding the UTF-16 encoding of the literal.
    public init(stringLiteral value: String) { self.init(value) }
}
