import Foundation
import TextDocument
import TextRope

/// One mutation of a text control's text, whatever caused it: the value every edit travels as
/// through the controls' single edit pipeline, that ``TextFieldDelegate/textField(_:shouldApply:)``
/// (and its text view and search bar twins) may accept, reject or substitute, and that edit
/// observers receive once it is applied.
///
/// All ranges are UTF-16 `NSRange`s in the text *before* the edit. When there are several ranges,
/// `replacement` goes into the lowest one and the others are deleted (UIKit's rule for
/// `shouldChangeCharactersInRanges`), unless the edit was made with one replacement per range
/// (``init(ranges:replacements:source:selectionBefore:selectionAfter:markedRangeAfter:)``: a
/// replace-all, the undo of a group), when each range gets its own.
public struct TextEdit: Equatable, @unchecked Sendable {
    // Unchecked: NSRange is a plain struct of two Ints.

    /// What caused an edit (the document layer's `EditSource`).
    public typealias Source = EditSource

    /// The UTF-16 ranges replaced, in the text before the edit, sorted and disjoint.
    /// O(1) to read for one range; reading it builds an array.
    public var ranges: [NSRange] {
        get {
            switch storedRanges {
            case .none: return []
            case .one(let range): return [range]
            case .many(let ranges): return ranges
            }
        }
        set { storedRanges = RangeStorage(newValue) }
    }
    /// The new text, put into the lowest range.
    public var replacement: String {
        didSet { replacementUTF16Count = replacement.utf16.count }
    }
    /// The new text of each range, in order: ``replacement`` and then "" for each other range,
    /// unless the edit was made with one replacement per range. O(ranges).
    public var replacements: [String] {
        if let otherReplacements { return [replacement] + otherReplacements }
        return [replacement] + Array(repeating: "", count: Swift.max(rangeCount - 1, 0))
    }
    /// Whether some range other than the first gets text of its own. O(1).
    public var hasReplacementPerRange: Bool { otherReplacements != nil }
    /// What caused the edit.
    public var source: Source
    /// The selection before the edit (UTF-16).
    public var selectionBefore: NSRange
    /// The selection after the edit (UTF-16, in the text after it).
    public var selectionAfter: NSRange
    /// The marked (IME) range after the edit (UTF-16, in the text after it), if composition
    /// continues.
    public var markedRangeAfter: NSRange?

    // Nearly every edit replaces one range: it is held inline, so that a TextEdit is copied
    // along the pipeline without touching the heap. Normalised, so synthesised `==` compares
    // ranges.
    private var storedRanges: RangeStorage
    // `replacement.utf16.count`, which every stage of the pipeline needs (`utf16Delta`).
    private var replacementUTF16Count: Int
    // The texts of the ranges after the first, when the edit has one replacement per range and
    // one of them is not empty; nil for the usual shape.
    private var otherReplacements: [String]?
    // Their UTF-16 length in all.
    private var otherReplacementsUTF16Count = 0

    private enum RangeStorage: Equatable {
        case none
        case one(NSRange)
        case many([NSRange])

        init(_ ranges: [NSRange]) {
            switch ranges.count {
            case 0: self = .none
            case 1: self = .one(ranges[0])
            default: self = .many(ranges)
            }
        }
    }

    /// An edit replacing `ranges` (UTF-16, in the text before the edit, sorted and disjoint) with
    /// `replacement` in the lowest one. O(`replacement` length).
    public init(
        ranges: [NSRange], replacement: String, source: Source, selectionBefore: NSRange,
        selectionAfter: NSRange, markedRangeAfter: NSRange? = nil
    ) {
        self.storedRanges = RangeStorage(ranges)
        self.replacement = replacement
        replacementUTF16Count = replacement.utf16.count
        self.source = source
        self.selectionBefore = selectionBefore
        self.selectionAfter = selectionAfter
        self.markedRangeAfter = markedRangeAfter
    }

    /// An edit replacing each of `ranges` (UTF-16, in the text before the edit, sorted and
    /// disjoint) with the text at the same index of `replacements` (missing ones are "", extra
    /// ones are ignored). O(total replacement length).
    public init(
        ranges: [NSRange], replacements: [String], source: Source, selectionBefore: NSRange,
        selectionAfter: NSRange, markedRangeAfter: NSRange? = nil
    ) {
        self.init(
            ranges: ranges, replacement: replacements.first ?? "", source: source, selectionBefore: selectionBefore,
            selectionAfter: selectionAfter, markedRangeAfter: markedRangeAfter)
        let others = Array(replacements.dropFirst().prefix(Swift.max(ranges.count - 1, 0)))
        if others.contains(where: { !$0.isEmpty }) {
            otherReplacements = others
            otherReplacementsUTF16Count = others.reduce(0) { $0 + $1.utf16.count }
        }
    }

    /// An edit replacing `range` (UTF-16) with `replacement`, the caret landing after it: at UTF-16
    /// offset `range.location` plus its UTF-16 length. O(`replacement` length).
    public init(range: NSRange, replacement: String, source: Source, selectionBefore: NSRange) {
        storedRanges = .one(range)
        self.replacement = replacement
        replacementUTF16Count = replacement.utf16.count
        self.source = source
        self.selectionBefore = selectionBefore
        selectionAfter = NSRange(location: saturating(range.location, plus: replacementUTF16Count), length: 0)
        markedRangeAfter = nil
    }

    /// The first (lowest) range (UTF-16): where `replacement` goes; `{0, 0}` when there is none.
    /// O(1).
    public var range: NSRange {
        switch storedRanges {
        case .none: return NSRange(location: 0, length: 0)
        case .one(let range): return range
        case .many(let ranges): return ranges[0]
        }
    }

    /// The number of ranges. O(1).
    public var rangeCount: Int {
        switch storedRanges {
        case .none: return 0
        case .one: return 1
        case .many(let ranges): return ranges.count
        }
    }

    /// From the start of the first range to the end of the last (UTF-16): what the edit touches,
    /// in the text before it; `{0, 0}` when there is no range. O(1).
    public var coveringRange: NSRange {
        switch storedRanges {
        case .none: return NSRange(location: 0, length: 0)
        case .one(let range): return range
        case .many(let ranges):
            let end = saturating(ranges[ranges.count - 1].location, plus: ranges[ranges.count - 1].length)
            return NSRange(location: ranges[0].location, length: saturating(end, minus: ranges[0].location))
        }
    }

    /// The change in UTF-16 length this edit makes. O(1) for one range.
    public var utf16Delta: Int {
        switch storedRanges {
        case .none: return replacementUTF16Count
        case .one(let range): return saturating(replacementUTF16Count, minus: range.length)
        case .many(let ranges):
            let inserted = saturating(replacementUTF16Count, plus: otherReplacementsUTF16Count)
            return saturating(inserted, minus: ranges.reduce(0) { saturating($0, plus: $1.length) })
        }
    }

    /// Whether the ranges are sorted, disjoint and inside a text of `length` UTF-16 units (checked
    /// without overflow, whatever they hold), and there is at least one. O(ranges).
    func rangesFit(inTextOf length: Int) -> Bool {
        func fits(_ range: NSRange, after previousEnd: Int) -> Bool {
            range.location >= previousEnd
                && (try? TextRangeError.checkedRange(location: range.location, length: range.length, textLength: length)) != nil
        }
        switch storedRanges {
        case .none: return false
        case .one(let range): return fits(range, after: 0)
        case .many(let ranges):
            var previousEnd = 0
            for range in ranges {
                guard fits(range, after: previousEnd) else { return false }
                previousEnd = range.location + range.length
            }
            return true
        }
    }
}

// Edits are values anyone can build, with any ranges: what is derived from them saturates at the
// ends of `Int` rather than trapping (the model refuses such edits before using them).
private func saturating(_ a: Int, plus b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? Int.max : Int.min) : sum
}

private func saturating(_ a: Int, minus b: Int) -> Int {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    return overflow ? (b < 0 ? Int.max : Int.min) : difference
}

/// What a delegate decides about a proposed ``TextEdit``.
public enum TextEditDecision: Equatable, Sendable {
    /// Apply the edit as proposed.
    case accept
    /// Apply nothing: no events, no undo step.
    case reject
    /// Apply this edit instead (it carries its own selection). It is checked against the current
    /// text and rejected if a range is invalid, or if its marked range is empty or does not hold
    /// its selection; it is not offered to the delegate again.
    case substitute(TextEdit)
}

extension EditSource {
    /// Whether UIKit asks `shouldChangeCharactersIn` for this source. Programmatic changes, the
    /// clear button (which asks `textFieldShouldClear`), `clearsOnBeginEditing` and changes from
    /// elsewhere do not.
    public var consultsUIKitDelegate: Bool {
        switch self {
        case .programmatic, .clearButton, .clearOnBegin, .remote: return false
        default: return true
        }
    }
}

extension TextEdit {
    /// The edit as a change set of the text of `length` UTF-16 units it applies to (its ranges
    /// must fit that text). Replacements of nothing by nothing are left out. O(ranges); no heap
    /// allocation for a single range.
    func changeSet(lengthBefore length: Int) -> ChangeSet {
        if rangeCount == 1 {
            let range = self.range
            guard range.length > 0 || !replacement.isEmpty else { return .identity(length: length) }
            let replacement = ChangeSet.Replacement(
                range: range.location..<range.upperBound, text: ReplacementText(self.replacement))
            return ChangeSet(unchecked: replacement, lengthBefore: length)
        }
        var kept: [ChangeSet.Replacement] = []
        kept.reserveCapacity(rangeCount)
        for (range, text) in zip(ranges, replacements) where range.length > 0 || !text.isEmpty {
            kept.append(ChangeSet.Replacement(range: range.location..<range.upperBound, text: ReplacementText(text)))
        }
        return ChangeSet(unchecked: kept, lengthBefore: length, lengthAfter: length + utf16Delta)
    }
}
