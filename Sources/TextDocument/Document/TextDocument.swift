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
    // Unchecked exclusivity on the state every change touches: a document is used from one
    // thread at a time, and its own code holds no access across a call out to an attachment or
    // an observer.

    /// The text: an O(1) snapshot.
    public var text: TextRope { storage }
    // Behind a computed property: other modules reading a stored property check exclusivity
    // dynamically, whatever this module says about it.
    @exclusivity(unchecked) private var storage: TextRope

    @exclusivity(unchecked) var anchors = AnchorStore()
    @exclusivity(unchecked) var decorationSets: [WeakDecorationSet] = []
    @exclusivity(unchecked) private var attachments: [AttachmentEntry] = []
    @exclusivity(unchecked) private var observers = ObserverList<DocumentChange>()
    // Changes applied while an earlier one was being announced: each attachment and observer
    // hears every change in order, each against the text the previous one left.
    @exclusivity(unchecked) private var pending: [Announcement] = []
    @exclusivity(unchecked) private var isAnnouncing = false
    // The grapheme cluster count, kept once someone asked for it.
    @exclusivity(unchecked) private var trackedGraphemeCount: Int?
    // The terminators LSP and tree-sitter count differently, kept once a conversion or an
    // observer needed them.
    @exclusivity(unchecked) var lineBreaks: LineBreakIndex?

    /// A document holding `text`. O(1).
    public init(_ text: TextRope = TextRope()) {
        storage = text
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
        apply(changes, origin: origin, author: nil, graphemes: nil)
    }

    /// Replaces a UTF-16 range with `string`, as one change made by `origin`.
    /// - Throws: `TextRangeError.rangeOutOfBounds` for a range outside the text.
    public func replace(utf16Range range: Range<Int>, with string: String, origin: EditSource = .programmatic) throws(TextRangeError) {
        let changes = try ChangeSet(lengthBefore: text.utf16Count, replacing: range, with: string)
        apply(changes, origin: origin, author: nil, graphemes: nil)
    }

    /// Applies a change already checked against this text. `author` (a control applying its own
    /// edit) is among the attachments told; `graphemes`, when the author already counted what the
    /// change does to the cluster count, saves counting it again.
    package func apply(_ changes: ChangeSet, origin: EditSource, author: AnyObject?, graphemes: GraphemeUpdate?) {
        guard !changes.isEmpty else { return }
        guard !observers.isEmpty else {
            change(by: changes, origin: origin, author: author, graphemes: graphemes)
            return
        }
        let before = storage
        let breaksBefore = lineBreaks
        change(by: changes, origin: origin, author: author, graphemes: graphemes)
        announce(
            Announcement(
                changes: changes, origin: origin, author: author, textBefore: before, textAfter: storage,
                breaksBefore: breaksBefore, breaksAfter: lineBreaks))
    }

    // Applies the change, maps what follows the text and tells the attachments; announces it
    // here only when no observer needs the text before it (the caller announces it otherwise).
    private func change(by changes: ChangeSet, origin: EditSource, author: AnyObject?, graphemes: GraphemeUpdate?) {
        var known: Int?
        var counting: GraphemeDelta?
        if trackedGraphemeCount != nil {
            switch graphemes {
            case .count(let count): known = count
            case .delta(let delta): counting = delta
            case nil: counting = GraphemeDelta(before: text, applying: changes)
            }
        }
        // Boundary queries leave the rope in the thread's shared breaker: let go of it so that the
        // change edits the rope in place instead of copying what it touches.
        TextBreaker.releaseThreadCache()
        lineBreaks?.remember(startOf: changes, in: storage)
        try? changes.apply(to: &storage)
        lineBreaks?.apply(changes, textAfter: storage)
        if let count = trackedGraphemeCount {
            if let known {
                trackedGraphemeCount = known
            } else if let counting {
                trackedGraphemeCount = counting.count(after: storage, countBefore: count)
            } else {
                trackedGraphemeCount = storage.graphemeCount
            }
        }
        anchors.apply(changes)
        mapDecorations(through: changes)
        tellAttachments(changes, origin: origin, author: author)
        guard observers.isEmpty else { return }
        let onlyAuthorAttached = attachments.count == 1 && attachments[0].attachment === author
        guard !onlyAuthorAttached && !attachments.isEmpty else { return }
        announce(Announcement(changes: changes, origin: origin, author: author, textBefore: nil, textAfter: storage))
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

    private func announce(_ announcement: Announcement) {
        pending.append(announcement)
        guard !isAnnouncing else { return }
        isAnnouncing = true
        defer { isAnnouncing = false }
        var next = 0
        while next < pending.count {
            let current = pending[next]
            next += 1
            for entry in attachments {
                entry.attachment.document(self, didAnnounce: current.changes, origin: current.origin, author: current.author)
            }
            if let before = current.textBefore {
                observers.notify(
                    DocumentChange(
                        changes: current.changes, textBefore: before, textAfter: current.textAfter, origin: current.origin,
                        breaksBefore: current.breaksBefore, breaksAfter: current.breaksAfter))
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    // MARK: - Attachments (the controls showing the document)

    /// Tells `attachment` of every change from now on, before observers. The document does not
    /// keep it alive: an attachment must call ``detach(_:)`` before it goes away (a control does
    /// in its `deinit`).
    package func attach(_ attachment: DocumentAttachment) {
        attachments.append(AttachmentEntry(attachment: attachment))
    }

    /// Stops telling `attachment` of changes.
    package func detach(_ attachment: DocumentAttachment) {
        attachments.removeAll { $0.attachment === attachment }
    }

    private func tellAttachments(_ changes: ChangeSet, origin: EditSource, author: AnyObject?) {
        for entry in attachments {
            entry.attachment.document(self, didApply: changes, origin: origin, author: author)
        }
    }
}

/// What a control showing a document implements to follow its changes, in two steps.
package protocol DocumentAttachment: AnyObject {
    /// Called while the document applies `changes`, after its text, anchors and decorations
    /// changed and before anything is announced; `author` is the control that made the change,
    /// if one did. Runs no code of the library's users and must not change the document.
    func document(_ document: TextDocument, didApply changes: ChangeSet, origin: EditSource, author: AnyObject?)
    /// Called when the change is announced, in order with the document's observers (just before
    /// them): the place for callbacks that may change the document again.
    func document(_ document: TextDocument, didAnnounce changes: ChangeSet, origin: EditSource, author: AnyObject?)
}

/// A change waiting to be announced.
private struct Announcement {
    let changes: ChangeSet
    let origin: EditSource
    let author: AnyObject?
    let textBefore: TextRope?
    let textAfter: TextRope
    var breaksBefore: LineBreakIndex? = nil
    var breaksAfter: LineBreakIndex? = nil
}

/// What the author of a change already knows of the grapheme cluster count it leaves.
package enum GraphemeUpdate {
    /// The count after the change.
    case count(Int)
    /// The change in count, prepared on the text before the change.
    case delta(GraphemeDelta)
}

// Unowned: the attachments (controls) own the document; each detaches itself before it goes.
struct AttachmentEntry {
    unowned(unsafe) let attachment: DocumentAttachment
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
