// Node capacities. Builds with TEXTENGINE_CHECKS (debug, fuzzing) use tiny ones so that small
// inputs reach leaf splits, merges, deep trees and chunk boundaries inside surrogate pairs and CR LF.
enum Limits {
    #if TEXTENGINE_CHECKS
    static let maxLeaf = 8
    static let minLeaf = 2
    static let maxInner = 4
    static let minInner = 2
    #else
    static let maxLeaf = 2048
    static let minLeaf = 512
    static let maxInner = 16
    static let minInner = 6
    #endif

    /// How full bulk construction (loading, `init`) fills leaves, allocating exactly that much:
    /// 15/16, so that an edit in a freshly loaded text grows its leaf instead of splitting it,
    /// while memory stays close to 2 bytes per UTF-16 unit.
    static let bulkLeaf = maxLeaf - maxLeaf / 16
    /// The gap bulk-built leaves are allocated with, so that the first edits in a freshly loaded
    /// leaf move units instead of reallocating it (under 1% of memory).
    static let bulkGap = maxLeaf / 128
}
