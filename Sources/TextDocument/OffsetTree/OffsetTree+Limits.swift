// Node capacities of every offset tree. Builds with TEXTENGINE_CHECKS use tiny ones so that a few
// dozen positions already make a tree of several levels, and tests reach splits, merges and
// redistributions.
enum OffsetTreeLimits {
    #if TEXTENGINE_CHECKS
    static let maxLeaf = 8
    static let minLeaf = 2
    static let maxInner = 4
    static let minInner = 2
    #else
    static let maxLeaf = 32
    static let minLeaf = 8
    static let maxInner = 16
    static let minInner = 4
    #endif
}
