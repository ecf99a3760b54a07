import TextRope

extension TextSearcher {
    /// The change that replaces every match in `range` (the whole text when `nil`) of `text`:
    /// with `template` as it is for a literal search, or expanded for each match for a regular
    /// expression (`$1`, `${name}`, `\$`; see ``SearchQuery``). One change set, so one undo step;
    /// empty when nothing matches. O(n + total replacement length).
    /// - Throws: ``SearchError``: `.invalidTemplate` before any search, or what
    ///   ``forEachMatch(in:range:timeLimit:_:)`` throws.
    public func replacementChanges(
        in text: TextRope, with template: String, range: Range<Int>? = nil, timeLimit: Duration? = nil
    ) throws(SearchError) -> ChangeSet {
        let expansion = try replacementTemplate(template)
        var replacements: [ChangeSet.Replacement] = []
        var delta = 0
        try forEachMatch(in: text, range: range, timeLimit: timeLimit) { match in
            let replacement = ChangeSet.Replacement(range: match.range, text: expansion.expand(match, in: text))
            if !replacement.range.isEmpty || !replacement.text.isEmpty {
                delta += replacement.utf16Delta
                replacements.append(replacement)
            }
            return true
        }
        // Matches come sorted and disjoint (an empty one may touch the match before it).
        return ChangeSet(unchecked: replacements, lengthBefore: text.utf16Count, lengthAfter: text.utf16Count + delta)
    }

    func replacementTemplate(_ template: String) throws(SearchError) -> ReplacementTemplate {
        if case .regularExpression = query.kind, let regex = regexProgram {
            return try ReplacementTemplate(parsing: template, for: regex)
        }
        return ReplacementTemplate(literal: template)
    }
}

extension TextDocument {
    /// Replaces every match of `query` in `range` (the whole text when `nil`) by `template` (see
    /// ``TextSearcher/replacementChanges(in:with:range:timeLimit:)``), as one change made by
    /// ``EditSource/replaceAll``: one undo step for the controls showing the document, anchors
    /// and decorations mapped once. Returns the number of matches replaced. Nothing changes when
    /// it throws.
    /// - Throws: ``SearchError``.
    @discardableResult
    public func replaceAll(
        _ query: SearchQuery, with template: String, in range: Range<Int>? = nil, timeLimit: Duration? = nil
    ) throws(SearchError) -> Int {
        let changes = try TextSearcher(query).replacementChanges(in: text, with: template, range: range, timeLimit: timeLimit)
        try? apply(changes, origin: .replaceAll)
        return changes.count
    }

    /// A decoration set holding every match of `query` in `range` (the whole text when `nil`),
    /// each carrying `value`, that the document maps through every later change (as long as the
    /// caller keeps the set): text inserted at a match's edges stays outside it, a match whose
    /// text is deleted goes. O(n) to search, plus the insertions.
    /// - Throws: ``SearchError``; no set is made then.
    public func highlightMatches<Value>(
        of query: SearchQuery, in range: Range<Int>? = nil, value: Value, timeLimit: Duration? = nil
    ) throws(SearchError) -> DecorationSet<Value> {
        let matches = try TextSearcher(query).matches(in: text, range: range, timeLimit: timeLimit)
        let set = makeDecorationSet(of: Value.self)
        for match in matches { try? set.insert(match.range, value: value) }
        return set
    }
}
