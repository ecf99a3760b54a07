extension TextRope {
    /// Whether both values share the same storage, so that they are certainly equal without
    /// looking at the text. `false` says nothing about the content: equal texts built separately
    /// are not identical. A copy is identical to its original until either is edited. O(1).
    ///
    /// Bridges compare a bound rope with their control's rope on every update; this is what keeps
    /// that comparison independent of the document's length.
    public func isIdentical(to other: TextRope) -> Bool {
        root === other.root
    }
}
