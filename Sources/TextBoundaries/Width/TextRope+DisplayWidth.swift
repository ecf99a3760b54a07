import TextRope

extension TextRope {
    /// The columns `string` takes in a terminal, by the rules of ``displayWidth(of:)-swift.method``. O(n).
    public static func displayWidth(of string: String) -> Int {
        let rope = TextRope(string)
        // The whole text is a valid range: the call cannot throw.
        return (try? rope.displayWidth(of: 0..<rope.utf16Count)) ?? 0
    }
}
