/// A node with its summary, as a parent stores it.
@usableFromInline
struct Item {
    var node: Node
    var summary: Summary

    var isUnderfull: Bool {
        node.height == 0 ? node.count < Limits.minLeaf : node.count < Limits.minInner
    }
}
