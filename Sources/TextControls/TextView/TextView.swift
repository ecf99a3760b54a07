import Foundation
import TextBoundaries
import TextRope

/// The model of a `UITextView`: multi-line text whose delegate is asked before every user edit
/// (see <doc:UIKitBehaviour>). Return inserts "\n" through the delegate; there are no control
/// events, no clear button and no placeholder. All ranges are UTF-16 `NSRange`s.
public final class TextView: TextInputModel {
    /// Posted after editing begins; the object is the view.
    public static let textDidBeginEditingNotification = Notification.Name("TextView.textDidBeginEditing")
    /// Posted after each user change; the object is the view.
    public static let textDidChangeNotification = Notification.Name("TextView.textDidChange")
    /// Posted after editing ends; the object is the view.
    public static let textDidEndEditingNotification = Notification.Name("TextView.textDidEndEditing")

    /// The delegate, held weakly.
    @exclusivity(unchecked) public weak var delegate: TextViewDelegate?
    /// A view that is not editable cannot begin editing; code can still set its text.
    @exclusivity(unchecked) public var isEditable = true {
        didSet { if !isEditable && isEditing { endEditing(force: true) } }
    }
    /// A view that is not selectable takes no user selection, and so no editing either.
    @exclusivity(unchecked) public var isSelectable = true {
        didSet { if !isSelectable && isEditing { endEditing(force: true) } }
    }

    /// A view holding `text` in a document of its own, caret at the end; see ``FocusScope`` for
    /// `focusScope`.
    public init(text: String = "", focusScope: FocusScope? = nil) {
        super.init(document: TextDocument(text), scope: focusScope, countsGraphemesNow: false)
    }

    /// A view showing `document`, which other views may show too (a split view): each has its own
    /// selection, marked text and undo history, and an edit through one is, for the others, a
    /// change from elsewhere that maps their selections. The caret starts at the end.
    public init(document: TextDocument, focusScope: FocusScope? = nil) {
        super.init(document: document, scope: focusScope, countsGraphemesNow: false)
    }

    /// Presses Return: types "\n" (through `shouldChangeTextIn`, like any key).
    public func pressReturn() {
        insertText("\n")
    }

    // MARK: - Engine hooks, in a text view's order: shouldChangeTextIn, apply, didChangeSelection,
    // didChange, then the notification.

    override var acceptsUserActions: Bool { isEditable && isSelectable }

    override func askShouldChange(_ ranges: [NSRange], _ replacement: String) -> Bool {
        delegate?.textView(self, shouldChangeTextInRanges: ranges, replacementText: replacement) ?? true
    }

    override func askShouldApply(_ edit: TextEdit) -> TextEditDecision {
        delegate?.textView(self, shouldApply: edit) ?? .accept
    }

    override func announceUserEdit(_ edit: TextEdit, selectionChanged: Bool) {
        if selectionChanged { delegate?.textViewDidChangeSelection(self) }
        delegate?.textViewDidChange(self)
        notificationCenter?.post(name: Self.textDidChangeNotification, object: self)
    }

    override func announceUserSelectionChange() {
        delegate?.textViewDidChangeSelection(self)
    }

    override func announceProgrammaticSelectionChange() {
        delegate?.textViewDidChangeSelection(self)
    }

    override func askShouldBeginEditing() -> Bool {
        delegate?.textViewShouldBeginEditing(self) ?? true
    }

    override func askShouldEndEditing() -> Bool {
        delegate?.textViewShouldEndEditing(self) ?? true
    }

    override func announceDidBeginEditing() {
        delegate?.textViewDidBeginEditing(self)
        notificationCenter?.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func announceDidEndEditing() {
        delegate?.textViewDidEndEditing(self)
        notificationCenter?.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // Backspace in an empty view (or at its start) still asks the delegate with {0,0}, which is
    // then the proposed edit; allowed, it changes nothing and no didChange follows.
    override func deleteBackwardAtStart() {
        let start = NSRange(location: 0, length: 0)
        let edit = TextEdit(range: start, replacement: "", source: .deleteBackward, selectionBefore: selection)
        _ = showing(edit) { askShouldChange([start], "") }
    }

    // Up and down move between hard lines, aiming for the display column the first vertical move
    // started from (CJK and emoji count 2 columns).
    override func verticalStep(from position: Int, forward: Bool) -> Int {
        let rope = textRope
        guard let line = try? rope.line(containingUTF16Offset: position),
            let current = try? rope.utf16Range(ofLine: line)
        else { return position }
        let column = goalColumn ?? ((try? rope.displayWidth(of: current.lowerBound..<position)) ?? 0)
        goalColumn = column
        let target = forward ? line + 1 : line - 1
        guard target >= 0 else { return 0 }
        guard target < rope.lineCount, let range = try? rope.utf16Range(ofLine: target) else {
            return rope.utf16Count
        }
        let end = rope.contentsEnd(ofLine: range)
        var offset = range.lowerBound
        var width = 0
        while offset < end, let next = try? rope.graphemeBoundary(after: offset), next <= end {
            let clusterWidth = (try? rope.displayWidth(of: offset..<next)) ?? 1
            if width + clusterWidth > column { break }
            width += clusterWidth
            offset = next
        }
        return offset
    }
}
