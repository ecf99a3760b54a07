import TextControls

/// How typed text becomes key presses: one per grapheme cluster, as TextBoundaries (ICU)
/// segments it, for `type "s"` and for text arriving in `--live`.
enum KeyPresses {
    /// The grapheme clusters of `text`, in order. O(n).
    static func of(_ text: String) -> [String] {
        let rope = TextRope(text)
        var keys: [String] = []
        var start = 0
        while start < rope.utf16Count, let cluster = try? rope.rangeOfComposedCharacterSequence(atUTF16: start),
            let key = try? rope.string(utf16Range: cluster)
        {
            keys.append(key)
            start = cluster.upperBound
        }
        return keys
    }
}
