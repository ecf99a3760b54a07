// Node capacities. Builds with TEXTENGINE_CHECKS (debug, fuzzing) use tiny ones so that small
// inputs reach leaf splits, merges, deep trees and chunk boundaries inside surrogate pairs and CR LF;
// TextDocument's offset trees use the same tiny ones there, hence `package`.
package enum Limits {
    #if TEXTENGINE_CHECKS
    package static let maxLeaf = 8
    package static let minLeaf = 2
    static let blockLeaf = 8
    package static let maxInner = 4
    package static let minInner = 2
    static let outOfCache = 64
    #else
    static let maxLeaf = 4096
    static let minLeaf = 1024
    static let blockLeaf = 2048
    static let maxInner = 16
    static let minInner = 6
    static let outOfCache = 1 << 23
    #endif

    // `blockLeaf` is the capacity of a `LeafBlocks` block, which loaded leaves fill; a leaf that
    // edits grow past it moves to storage of its own, up to `maxLeaf`. Two sizes, because the two
    // kinds of work want different ones: an edit at a random place in a large text moves the gap
    // about a third of its leaf, so loaded leaves stay at half the limit, while editing in one
    // place (typing, pastes, cuts) splits leaves and splices less often within larger ones.
    // Loaded leaves must hold more than `minLeaf` units: a delete in an underfull leaf splices.
    //
    // `outOfCache` is the length, in UTF-16 units, from which a text's leaves (16 MiB of them)
    // are taken to lie outside the caches: an edit's descent then starts loading every line the
    // gap's move will touch (`Inner.prefetchGapMove`), which in a smaller text costs more
    // instructions than the waits it saves.

    /// How full bulk construction (loading, `init`) fills leaves, each in a block of
    /// `LeafBlocks`: 63/64, so that edits in a freshly loaded text fill the gap before they move
    /// a leaf, while memory stays close to 2 bytes per UTF-16 unit.
    static let bulkLeaf = blockLeaf - blockLeaf / 64
    /// The gap leaves of given sizes (`TextRope.evenLeaves`, after splits and merges) are
    /// allocated with, so that the first edits in them move units instead of reallocating.
    static let bulkGap = blockLeaf / 128
}
