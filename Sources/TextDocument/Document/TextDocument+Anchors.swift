import TextRope

extension TextDocument {
    /// Makes an anchor at a UTF-16 offset: a position that every later change maps (see
    /// ``AnchorBias`` for where it goes when text is inserted at it or replaced around it). With
    /// `tracksDeletion`, a change that removes the text on both sides of it marks it deleted (it
    /// keeps a position, where the change left it). O(log a) for a anchors.
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...utf16Count`.
    public func makeAnchor(at offset: Int, bias: AnchorBias, tracksDeletion: Bool = false) throws(TextRangeError) -> TextAnchor {
        guard offset >= 0, offset <= text.utf16Count else {
            throw .offsetOutOfBounds(offset: offset, unit: .utf16, limit: text.utf16Count)
        }
        return anchors.insert(offset: offset, bias: bias, tracksDeletion: tracksDeletion)
    }

    /// The anchor's UTF-16 offset now; `nil` for an anchor that was removed. (An anchor made by
    /// another document names nothing here: the answer is then unspecified.) O(log a), after
    /// mapping the anchors through the typing since the last read (O(log a) for the run).
    public func offset(of anchor: TextAnchor) -> Int? {
        anchors.offset(of: anchor)
    }

    /// Whether a change removed the text on both sides of an anchor made with `tracksDeletion`.
    /// False for other anchors and unknown ones. O(1).
    public func isDeleted(_ anchor: TextAnchor) -> Bool {
        anchors.isDeleted(anchor)
    }

    /// Removes an anchor; returns whether it existed. O(log a).
    @discardableResult
    public func removeAnchor(_ anchor: TextAnchor) -> Bool {
        anchors.remove(anchor)
    }

    /// The number of anchors. O(1).
    public var anchorCount: Int { anchors.count }
}
