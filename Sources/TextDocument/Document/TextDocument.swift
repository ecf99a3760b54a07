import TextBoundaries
import TextRope

/// A text and everything that must move with it: anchors, decoration sets, the controls that
/// show it, and observers that mirror it (a language server, a tree-sitter parser).
///
/// Every change, whoever makes it (a control's user action or code, undo, a search-and-replace, a
/// collaborator), goes through ``apply(_:origin:)``: the text changes, anchors and decorations are
/// mapped, the controls showing the document map their selections, then each observer gets a
/// ``DocumentChange``. Offsets are UTF-16 code units.
///
/// A document is used from one thread at a time, like the controls. Its text is a ``TextRope``
/// value: reading ``text`` takes an O(1) snapshot that later changes do not affect.
public final class TextDocument {
    /// The text: an O(1) snapshot.
    public private(set) var text: TextRope

    var anchors = AnchorStore()
    var decorationSets: [WeakDecorationSet] = []
    private var attachments: [WeakAttachment] = []
    private var observers = ObserverList<DocumentChange>()
    // Changes applied while observers were being told of an earlier one: each observer hears
    // every change in order, each against the text the previous one left.
    private var pendingChanges: [DocumentChange] = []
    private var isNotifying = false
    // The grapheme cluster count, kept once someone asked for it.
    private var trackedGraphemeCount: Int?
    // The terminators LSP and tree-sitter count differently, kept once a conversion or an
    // observer needed them.
    var lineBreaks: LineBreakIndex?

    /// A document holding `text`. O(1).
    public init(_ text: TextRope = TextRope()) {
        self.text = text
    }

    /// A document holding `string`. O(n).
    public convenience init(_ string: String) {
        self.init(TextRope(string))
    }

    /// The length of the text in UTF-16 code units. O(1).
    public var utf16Count: Int { text.utf16Count }

    /// The number of grapheme clusters (ICU extended clusters). O(n) the first time, then O(1):
    /// the count is kept up to date by every change from then on, at the cost of a few boundary
    /// queries around each change.
    public var graphemeCount: Int {
        if let count = trackedGraphemeCount { return count }
        let count = text.graphemeCount
        trackedGraphemeCount = count
        return count
    }

    /// Applies `changes`, made by `origin`, then tells the controls and observers. O(k log n) for
    /// k replacements, plus O(log a) per replacement for a anchors and the same per decoration
    /// set, plus what observers do; once the line terminators are indexed (see ``coordinates``),
    /// O(log n + m + e) more to keep the index, for m inserted units and e indexed terminators.
    /// - Throws: `TextRangeError.lengthMismatch` when `changes` was made for a text of another
    ///   length; nothing changes then.
    public func apply(_ changes: ChangeSet, origin: EditSource = .programmatic) throws(TextRangeError) {
        guard changes.lengthBefore == text.utf16Count else {
            throw .lengthMismatch(expected: changes.lengthBefore, actual: text.utf16Count)
        }
        apply(changes, origin: origin, author: nil, graphemeCount: nil)
    }

    /// Replaces a UTF-16 range with `string`, as one change made by `origin`.
    /// - Throws: `TextRangeError.rangeOutOfBounds` for a range outside the text.
    public func replace(utf16Range range: Range<Int>, with string: String, origin: EditSource = .programmatic) throws(TextRangeError) {
        let changes = try ChangeSet(lengthBefore: text.utf16Count, replacing: range, with: string)
        apply(changes, origin: origin, author: nil, graphemeCount: nil)
    }

    /// Applies a change already checked against this text. `author` (a control applying its own
    /// edit) is told first; `graphemeCount`, when the author already knows what the change
    /// leaves, saves counting it again.
    package func apply(_ changes: ChangeSet, origin: EditSource, author: AnyObject?, graphemeCount known: Int?) {
        guard !changes.isEmpty else { return }
        let before: TextRope? = observers.isEmpty ? nil : text
        let counting = trackedGraphemeCount != nil && known == nil ? GraphemeDelta(before: text, applying: changes) : nil
        // Boundary queries leave the rope in the thread's shared breaker: let go of it so that the
        // change edits the rope in place instead of copying what it touches.
        TextBreaker.releaseThreadCache()
        lineBreaks?.remember(startOf: changes, in: text)
        let breaksBefore = before == nil ? nil : lineBreaks
        try? changes.apply(to: &text)
        lineBreaks?.apply(changes, textAfter: text)
        if let count = trackedGraphemeCount {
            if let known {
                trackedGraphemeCount = known
            } else if let delta = counting?.delta(after: text) {
                trackedGraphemeCount = count + delta
            } else {
                trackedGraphemeCount = text.graphemeCount
            }
        }
        anchors.apply(changes)
        mapDecorations(through: changes)
        tellAttachments(changes, origin: origin, author: author)
        if let before {
            notify(
                DocumentChange(
                    changes: changes, textBefore: before, textAfter: text, origin: origin, breaksBefore: breaksBefore,
                    breaksAfter: lineBreaks))
        }
    }

    // MARK: - Observers

    /// Calls `observer` after every change, with the change and the text before and after it,
    /// in registration order. A change made by an observer while it is told of another is applied
    /// at once, and announced to every observer after the one being announced. Returns a token
    /// for ``removeObserver(_:)``.
    ///
    /// The first observer makes the document index its line terminators for the change's LSP and
    /// tree-sitter conversions (O(n), once, unless a conversion did already); every change keeps
    /// the index from then on.
    @discardableResult
    public func addObserver(_ observer: @escaping (DocumentChange) -> Void) -> ObserverToken {
        if lineBreaks == nil { lineBreaks = LineBreakIndex(text) }
        return observers.add(observer)
    }

    /// Removes an observer added with ``addObserver(_:)``.
    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }

    private func notify(_ change: DocumentChange) {
        pendingChanges.append(change)
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        var next = 0
        while next < pendingChanges.count {
            observers.notify(pendingChanges[next])
            next += 1
        }
        pendingChanges.removeAll()
    }

    // MARK: - Attachments (the controls showing the document)

    /// Tells `attachment` of every change from now on, before observers, while it is alive.
    package func attach(_ attachment: DocumentAttachment) {
        attachments.removeAll { $0.attachment == nil }
        attachments.append(WeakAttachment(attachment: attachment))
    }

    /// Stops telling `attachment` of changes.
    package func detach(_ attachment: DocumentAttachment) {
        attachments.removeAll { $0.attachment == nil || $0.attachment === attachment }
    }

    private func tellAttachments(_ changes: ChangeSet, origin: EditSource, author: AnyObject?) {
        if attachments.count == 1, let only = attachments[0].attachment {
            only.document(self, didApply: changes, origin: origin, author: author)
            return
        }
        for entry in attachments {
            entry.attachment?.document(self, didApply: changes, origin: origin, author: author)
        }
    }
}

/// What a control showing a document implements to follow its changes.
package protocol DocumentAttachment: AnyObject {
    /// Called while the document applies `changes`, after its text, anchors and decorations
    /// changed and before its observers are told; `author` is the control that made the change,
    /// if one did. Must not change the document.
    func document(_ document: TextDocument, didApply changes: ChangeSet, origin: EditSource, author: AnyObject?)
}

struct WeakAttachment {
    weak var attachment: DocumentAttachment?
}

extension GraphemeDelta {
    /// Prepares for applying `changes` to `rope`: its replacements count as one covering range,
    /// whose replacement is read only for a single replacement held as a string.
    init(before rope: TextRope, applying changes: ChangeSet) {
        switch changes.storage {
        case .none:
            self.init(before: rope, changing: 0..<0, replacementLength: 0, replacement: "")
        case .one(let replacement):
            var string: String?
            if case .string(let text) = replacement.text.storage { string = text }
            self.init(
                before: rope, changing: replacement.range, replacementLength: replacement.text.utf16Count, replacement: string)
        case .many(let replacements):
            let cover = replacements[0].range.lowerBound..<replacements[replacements.count - 1].range.upperBound
            let delta = changes.lengthAfter - changes.lengthBefore
            self.init(before: rope, changing: cover, replacementLength: cover.count + delta, replacement: nil)
        }
    }
}
