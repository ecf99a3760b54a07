import TextRope

/// Grapheme, word, sentence and line-break boundaries of a text snapshot, with ICU iterators that
/// are opened once and reused for every query.
///
/// A breaker holds a ``TextRope`` copy (O(1)) and answers the ``TextBoundaryQueries`` as the rope
/// does (the rope borrows a breaker kept per thread), with the same UTF-16 offsets, results and
/// errors. After an edit, assign the new text to ``text``: the
/// iterators and caches follow it at their next use, at no cost up front.
///
/// ICU reads the rope's chunks in place through a `UText`; nothing is flattened or copied. The
/// breaker remembers where the chunks it has visited are, so repeated queries on one text cost
/// O(1) to reach their chunk instead of a descent of the rope.
///
/// A breaker is a mutable reference type: use it from one thread at a time. Holding it keeps
/// its text alive and makes the next edit of a rope sharing that storage copy the chunk it
/// touches, as any snapshot does.
public final class TextBreaker {
    let snapshot: RopeSnapshot
    // Unchecked exclusivity: read on every ICU query, never accessed re-entrantly.
    @exclusivity(unchecked) private var iterators: [ICUBreakIterator?] = Array(repeating: nil, count: TextBoundaryKind.allCases.count)
    private let windowLimit: Int

    /// The text the breaker answers for. Assigning keeps the iterators, which switch to the new
    /// text at their next use. O(1).
    public var text: TextRope {
        get { snapshot.rope }
        set { snapshot.replace(with: newValue) }
    }

    /// The length of ``text`` in UTF-16 code units, read without copying the rope. O(1).
    public var utf16Count: Int { snapshot.count }

    /// A breaker over a snapshot of `text`. Iterators open lazily, on the first query that needs
    /// each kind. O(1).
    public convenience init(_ text: TextRope) {
        self.init(text, windowLimit: Int(Int32.max))
    }

    /// `windowLimit` caps how many units ICU sees at once (`Int32.max` outside tests).
    init(_ text: TextRope, windowLimit: Int) {
        snapshot = RopeSnapshot(text)
        self.windowLimit = windowLimit
    }

    /// The iterators opened so far.
    var openIterators: [ICUBreakIterator] { iterators.compactMap { $0 } }

    /// A reader of the current text's code units.
    var reader: CodeUnitReader {
        @inline(__always) get { CodeUnitReader(snapshot) }
    }

    /// The iterator of `kind`, reading the current text around `offset`.
    func icu(_ kind: TextBoundaryKind, around offset: Int) -> ICUBreakIterator {
        let iterator: ICUBreakIterator
        if let open = iterators[kind.slot] {
            iterator = open
        } else {
            iterator = ICUBreakIterator(kind: kind, snapshot: snapshot, windowLimit: windowLimit)
            iterators[kind.slot] = iterator
        }
        iterator.prepare(around: offset)
        return iterator
    }
}

@available(*, unavailable, message: "a TextBreaker has mutable ICU state; give each thread its own")
extension TextBreaker: Sendable {}
