/// What follows where an ``OffsetTree``'s entries live, so that an entry can be found from a
/// handle without knowing its position: the tree reports every leaf an entry enters and every
/// inner node whose children changed, and the tracker keeps parent links and a leaf table.
///
/// A tracked tree must never be copied: nodes copied on write are not reported.
protocol OffsetTreeTracker<Element> {
    associatedtype Element: OffsetTreeElement

    /// `element` was put in `leaf`.
    mutating func placed(_ element: Element, in leaf: OffsetTree<Element>.Node)
    /// `node`'s entries (a leaf) or children (an inner node) may have changed, all of them.
    mutating func adopt(_ node: OffsetTree<Element>.Node)
    /// `node` left the tree.
    mutating func discard(_ node: OffsetTree<Element>.Node)
    /// `node` is the tree's root now.
    mutating func becameRoot(_ node: OffsetTree<Element>.Node)
}

/// What an ``OffsetTree`` mapping its positions through a change asks about each entry.
protocol OffsetTreeMappingTracker<Element>: OffsetTreeTracker {
    /// Where the entry goes when text is inserted at it or replaced around it.
    func bias(of element: Element) -> AnchorBias
    /// The text on both sides of `element` was replaced.
    mutating func deleted(_ element: Element)
}

/// The tracker of a tree nothing needs to find entries in: it ignores every report.
struct UntrackedOffsetTree<Element: OffsetTreeElement>: OffsetTreeTracker {
    @inline(__always) mutating func placed(_ element: Element, in leaf: OffsetTree<Element>.Node) {}
    @inline(__always) mutating func adopt(_ node: OffsetTree<Element>.Node) {}
    @inline(__always) mutating func discard(_ node: OffsetTree<Element>.Node) {}
    @inline(__always) mutating func becameRoot(_ node: OffsetTree<Element>.Node) {}
}
