extension TextRope {
    /// Whether this rope and `other` share their storage, which means they hold the same units
    /// without comparing them: true for a copy that neither side has edited since it was made,
    /// false after either is edited. `false` says nothing about equality (use `==`). O(1).
    ///
    /// Shared storage is never changed in place, so while you keep a copy, an identical rope is
    /// guaranteed to have the copy's content: caches keyed by a rope can use this to tell a
    /// snapshot they hold from an edited text, and bridges can compare a bound rope with their
    /// control's rope independently of the document's length.
    public func isIdentical(to other: TextRope) -> Bool {
        root === other.root
    }
}
