// Node capacities. Debug builds use tiny ones so that small test inputs reach leaf splits, merges,
// deep trees and chunk boundaries inside surrogate pairs and CR LF.
enum Limits {
    #if DEBUG
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
}
