import TextRope

/// How the editor finds text. Every search goes through this one narrow interface; ranges are
/// UTF-16 and matches do not overlap.
package protocol EditorSearcher {
    /// The first match of `pattern` starting at or after `offset` (`forward`), or the last one
    /// ending at or before it.
    func match(of pattern: String, in text: TextRope, from offset: Int, forward: Bool) -> Range<Int>?
    /// The matches of `pattern` that start in `range`, in order.
    func matches(of pattern: String, in text: TextRope, startingIn range: Range<Int>) -> [Range<Int>]
}
