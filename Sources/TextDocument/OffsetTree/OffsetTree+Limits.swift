import TextRope

// Node capacities of every offset tree. Builds with TEXTENGINE_CHECKS use the rope's tiny ones, so
// that a few dozen positions already make a tree of several levels, and tests reach splits, merges
// and redistributions.
#if TEXTENGINE_CHECKS
typealias OffsetTreeLimits = Limits
#else
enum OffsetTreeLimits {
    static let maxLeaf = 32
    static let minLeaf = 8
    static let maxInner = 16
    static let minInner = 4
}
#endif
