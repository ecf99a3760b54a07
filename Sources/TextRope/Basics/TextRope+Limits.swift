// Node capacities. Builds with TEXTENGINE_CHECKS (debug, fuzzing) use tiny ones so that small
// inputs reach leaf splits, merges, deep trees and chunk boundaries inside surrogate pairs and CR LF;
// TextDocument's offset trees use the same tiny ones there, hence `package`.
package enum Limits {
    #if TEXTENGINE_CHECKS
    package static let maxLeaf = 8
    package static let minLeaf = 2
    package static let maxInner = 4
    package static let minInner = 2
    #else
    static let maxLeaf = 2048
    static let minLeaf = 512
    static let maxInner = 16
    static let minInner = 6
    #endif

    /// How full bulk construction (loading, `init`) fills leaves, each in a full-size block of
    /// `LeafBlocks`: 63/64, so that edits in a freshly loaded text fill the gap before they split
    /// a leaf, while memory stays close to 2 bytes per UTF-16 unit.
    static let bulkLeaf = maxLeaf - maxLeaf / 64
    /// The gap leaves of given sizes (`TextRope.evenLeaves`, after splits and merges) are
    /// allocated with, so that the first edits in them move units instead of reallocating.
    static let bulkGap = maxLeaf / 128
}
