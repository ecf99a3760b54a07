import Foundation
import TextControls

// The editing user actions and the programmatic calls, each as its documentation describes it.
extension ReferenceField {
    /// One keyboard `insertText`: Return for a lone "\n" in a field or a search bar, a commit
    /// while text is marked, otherwise an insertion at the selection.
    mutating func insertText(_ text: String) throws(ReferenceMismatch) {
        guard canEdit else { return }
        if text == "\n" && settings.kind != .view { return try pressReturn() }
        if let marked {
            try commit(marked, with: Array(text.utf16))
            return
        }
        try insert(Array(text.utf16), .typing)
    }

    /// Typing: one `insertText` per character.
    mutating func type(_ text: String) throws(ReferenceMismatch) {
        for character in text { try insertText(String(character)) }
    }

    /// An insertion over the selection; with `clearsOnInsertion`, over the whole text, once (it
    /// is then the insertion a secure field's wipe waits for).
    @discardableResult
    mutating func insert(_ text: [UInt16], _ source: TextEdit.Source) throws(ReferenceMismatch) -> Bool {
        guard clearsOnInsertion else { return try propose(ReferenceEdit(selection, text, source)) }
        guard try propose(ReferenceEdit(NSRange(location: 0, length: length), text, .clearOnInsertion)) else { return false }
        clearsOnInsertion = false
        secureWipePending = false
        return true
    }

    mutating func paste(_ text: String?) throws(ReferenceMismatch) {
        guard canEdit, let string = text ?? settings.pasteboard else { return }
        try endComposition()
        try insert(Array(string.utf16), .paste)
    }

    /// Returns the text cut, for the pasteboard.
    mutating func cut() throws(ReferenceMismatch) -> String? {
        guard canEdit, selection.length > 0, !settings.isSecure else { return nil }
        try endComposition()
        guard selection.length > 0 else { return nil }
        let string = self.string(in: selection)
        return try propose(ReferenceEdit(selection, [], .cut)) ? string : nil
    }

    mutating func drop(_ text: String, at offset: Int) throws(ReferenceMismatch) {
        guard offset >= 0, offset <= length, accepts else { return }
        try endComposition()
        guard offset <= length else { return }
        try propose(ReferenceEdit(snapped(NSRange(location: offset, length: 0)), Array(text.utf16), .drop))
    }

    mutating func userReplace(_ ranges: [NSRange], with text: String) throws(ReferenceMismatch) {
        guard disjointClusters(ranges) != nil, canEdit, !ranges.isEmpty else { return }
        try endComposition()
        guard let snapped = disjointClusters(ranges) else { return }
        var edit = ReferenceEdit(snapped[0], Array(text.utf16), .autocorrect)
        edit.ranges = snapped
        edit.replacements += Array(repeating: [], count: snapped.count - 1)
        try propose(edit)
    }

    /// `ranges` widened to clusters and sorted; nil if one is outside the text or two overlap.
    func disjointClusters(_ ranges: [NSRange]) -> [NSRange]? {
        guard ranges.allSatisfy({ isValid($0, in: length) }) else { return nil }
        let sorted = ranges.map { snapped($0) }.sorted { $0.location < $1.location }
        guard !zip(sorted, sorted.dropFirst()).contains(where: { $0.location + $0.length > $1.location }) else { return nil }
        return sorted
    }

    mutating func deleteBackward() throws(ReferenceMismatch) {
        guard canEdit else { return }
        if let marked { return try shortenComposition(marked) }
        if try deletedSelection(.deleteBackward) { return }
        let caret = selection.location
        guard caret > 0 else { return try deleteBackwardAtStart() }
        let start = boundaries.clusters(units).before(caret) ?? 0
        var range = NSRange(location: start, length: caret - start)
        if settings.scriptAwareBackspace {
            let scalars = Array(string(in: range).unicodeScalars)
            if scalars.count > 1, let last = scalars.last, Self.deletesMarkByMark(last) {
                range = NSRange(location: caret - last.utf16.count, length: last.utf16.count)
            }
        }
        try propose(ReferenceEdit(range, [], .deleteBackward))
    }

    // A deletion with a selection deletes the selection; true if there was one.
    private mutating func deletedSelection(_ source: TextEdit.Source) throws(ReferenceMismatch) -> Bool {
        guard selection.length > 0 else { return false }
        try propose(ReferenceEdit(selection, [], source))
        return true
    }

    // A text view asks its delegate about {0,0} and changes nothing; a secure field about to
    // discard its text discards it; a field otherwise does nothing.
    private mutating func deleteBackwardAtStart() throws(ReferenceMismatch) {
        let start = NSRange(location: 0, length: 0)
        switch settings.kind {
        case .view: _ = try answers.shouldChange([start], "", .deleteBackward)
        case .field where settings.isSecure && secureWipePending && hasText: try propose(ReferenceEdit(start, [], .deleteBackward))
        default: break
        }
    }

    /// Scalars after a base in U+0530–U+194F and Hangul jamo go one at a time.
    static func deletesMarkByMark(_ scalar: Unicode.Scalar) -> Bool {
        (0x0530...0x194F).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
            || (0xA960...0xA97F).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    }

    mutating func deleteForward() throws(ReferenceMismatch) {
        guard canEdit else { return }
        try endComposition()
        if try deletedSelection(.deleteForward) { return }
        guard let end = boundaries.clusters(units).after(selection.location) else { return }
        try propose(ReferenceEdit(NSRange(location: selection.location, length: end - selection.location), [], .deleteForward))
    }

    mutating func deleteWordBackward() throws(ReferenceMismatch) {
        guard canEdit else { return }
        try endComposition()
        if try deletedSelection(.deleteWord) { return }
        let caret = selection.location
        guard caret > 0 else { return }
        let wordStart = boundaries.words(units).wordStart(before: caret)
        let clusters = boundaries.clusters(units)
        let start = clusters.isBoundary(wordStart) ? wordStart : clusters.before(wordStart) ?? 0
        try propose(ReferenceEdit(NSRange(location: start, length: caret - start), [], .deleteWord))
    }

    // MARK: - Return and the clear button

    mutating func pressReturn() throws(ReferenceMismatch) {
        switch settings.kind {
        case .view: return try insertText("\n")
        case .field: guard canEdit, !settings.enablesReturnKeyAutomatically || hasText else { return }
        case .searchBar: guard canEdit else { return }
        }
        guard validatorLetsGo() else { return }
        try endComposition()
        guard try fixUp(), settings.kind == .field, try answers.shouldReturn(), settings.exitsOnReturn else { return }
        try endEditing(force: false)
    }

    // The validator lets Return act and editing end when the text, or its fixup, is acceptable.
    func validatorLetsGo() -> Bool {
        guard let validator = settings.validator else { return true }
        let text = String(decoding: units, as: UTF16.self)
        if validator.validate(text) == .acceptable { return true }
        let fixed = validator.fixup(text)
        return fixed != text && validator.validate(fixed) == .acceptable
    }

    // A text that is not acceptable is replaced by its fixup, proposed as an autocorrection.
    @discardableResult
    mutating func fixUp() throws(ReferenceMismatch) -> Bool {
        guard let validator = settings.validator else { return true }
        let text = String(decoding: units, as: UTF16.self)
        guard validator.validate(text) != .acceptable else { return true }
        let fixed = validator.fixup(text)
        guard fixed != text, validator.validate(fixed) == .acceptable else { return false }
        return try propose(ReferenceEdit(NSRange(location: 0, length: length), Array(fixed.utf16), .autocorrect))
            && validator.validate(String(decoding: units, as: UTF16.self)) == .acceptable
    }

    mutating func tapClearButton() throws(ReferenceMismatch) {
        guard accepts, hasText else { return }
        if settings.kind == .field {
            switch settings.clearButtonMode {
            case .never: return
            case .whileEditing: guard settings.isEditing else { return }
            case .unlessEditing: guard !settings.isEditing else { return }
            case .always: break
            }
        }
        try endComposition()
        if settings.kind == .field { guard try answers.shouldClear() else { return } }
        try propose(ReferenceEdit(NSRange(location: 0, length: length), [], .clearButton))
    }

    // MARK: - Programmatic calls

    /// Setting the text: the caret at its end, no marked text, no undo history. The empty text
    /// set to empty changes nothing, yet once the delegate and the validator accept it the
    /// history ends all the same.
    mutating func setText(_ text: String) throws(ReferenceMismatch) {
        let edit = ReferenceEdit(NSRange(location: 0, length: length), Array(text.utf16), .programmatic)
        let decision = try answers.shouldApply(edit)
        if units.isEmpty, text.isEmpty, case .accept = decision {
            if validatorAllows(edit) {
                undoSteps = []
                redoSteps = []
            }
            return
        }
        _ = try settle(edit, decision)
    }

    mutating func replaceCharacters(_ range: NSRange, with text: String) throws(ReferenceMismatch) {
        guard isValid(range, in: length) else { return }
        try propose(ReferenceEdit(snapped(range), Array(text.utf16), .programmatic))
    }

    /// Code setting the selection: widened to clusters; it ends a composition.
    mutating func setSelection(_ range: NSRange) {
        guard isValid(range, in: length) else { return }
        marked = nil
        anchor = nil
        isAnchorKnown = true
        selection = snapped(range)
    }
}
