import TextRope

extension DocumentChange {
    /// The text before the change with its line-break index, for converting its offsets. O(1)
    /// for a change a document made; O(n) for one made with the public initializer.
    public var coordinatesBefore: TextCoordinates {
        isIndexed ? indexedBefore : TextCoordinates(textBefore)
    }

    /// The text after the change with its line-break index. O(1) for a change a document made;
    /// O(n) for one made with the public initializer.
    public var coordinatesAfter: TextCoordinates {
        isIndexed ? indexedAfter : TextCoordinates(textAfter)
    }

    /// The change as the content changes of LSP's `textDocument/didChange`: one event per
    /// replacement, from the highest to the lowest, each in the text the events before it left
    /// (the first in ``textBefore``), so that a client applying them in order turns `textBefore`
    /// into ``textAfter``.
    ///
    /// No event starts or ends between the CR and the LF of a CR LF or inside a surrogate pair of
    /// the text it applies to: such an end moves out by one unit, and the event's text takes in
    /// the unit it passed over.
    ///
    /// O(log n) for one replacement (a keystroke), which copies no text (but the inserted text
    /// when an end moved out). O(k log n) for k replacements, each event computed in the text the
    /// previous ones left (a copy-on-write rope, with its line-break index updated).
    public func lspContentChanges() -> [LSPContentChange] {
        if isIndexed, let event = indexedBefore.typedLSPContentChange(changes) { return [event] }
        return lspContentChangesInTurn()
    }

    /// The change as tree-sitter's input edits (`ts_tree_edit`): one per replacement, from the
    /// highest to the lowest, each in the text the edits before it left (the first in
    /// ``textBefore``); each edit's new end point is in the text after that edit.
    ///
    /// Edits cover whole characters, so that their bytes are exact: an end inside a surrogate
    /// pair of the text before, or where the inserted units would pair with the one beside them in
    /// the text after, moves out by one unit.
    ///
    /// O(log n + m) for one replacement inserting m units (their LFs are counted), which copies no
    /// text. O(k log n) for k replacements, as for ``lspContentChanges()``.
    public func treeSitterEdits() -> [TreeSitterInputEdit] {
        if isIndexed, let edit = indexedBefore.typedTreeSitterEdit(changes) { return [edit] }
        return treeSitterEditsInTurn()
    }

    // The events of any change, each computed in the text the ones before it left. Out of line:
    // inlined, the copies it makes would be made on the way to a keystroke's event too.
    @inline(never)
    private func lspContentChangesInTurn() -> [LSPContentChange] {
        eventsInTurn { $0.lspContentChange(for: $1) }
    }

    // The edits of any change, as for the events.
    @inline(never)
    private func treeSitterEditsInTurn() -> [TreeSitterInputEdit] {
        eventsInTurn { $0.treeSitterEdit(for: $1) }
    }

    // `event` of each replacement, from the highest to the lowest, each in the coordinates of the
    // text the replacements after it left.
    @inline(__always)
    private func eventsInTurn<Event>(_ event: (TextCoordinates, ChangeSet.Replacement) -> Event) -> [Event] {
        if isIndexed, let single = changes.withSingle({ event(indexedBefore, $0) }) { return [single] }
        var coordinates = coordinatesBefore
        var events: [Event] = []
        events.reserveCapacity(changes.count)
        for (index, replacement) in changes.replacements.enumerated().reversed() {
            events.append(event(coordinates, replacement))
            if index > 0 { coordinates.replace(replacement) }
        }
        return events
    }
}
