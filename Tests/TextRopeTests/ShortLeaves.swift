/// Short leaves for exhaustive in-leaf tests: every leaf of up to three units from units that
/// pair (lead, trail), join (CR, LF), terminate (LF, CR, U+2028) and take one to three UTF-8
/// bytes.
enum ShortLeaves {
    static let alphabet: [UInt16] = [0x61, 0x0A, 0x0D, 0xE9, 0xD83D, 0xDE00, 0x2028]

    /// Every sequence of up to three units from `alphabet`, the empty one first.
    static let all: [[UInt16]] = {
        var leaves: [[UInt16]] = [[]]
        for length in 1...3 {
            leaves += leaves.filter { $0.count == length - 1 }.flatMap { prefix in alphabet.map { prefix + [$0] } }
        }
        return leaves
    }()
}
