import TextRope
import SeededRandom

enum RopeBuilders {
    /// A rope holding `units`, built by inserting them in pieces of 1 to 5 units in a random
    /// order, so its chunk boundaries fall at places bulk building never uses (inside surrogate
    /// pairs and CR LF included).
    static func byRandomInserts(_ units: [UInt16], _ rng: inout SplitMix64) throws -> TextRope {
        var pieces: [Range<Int>] = []
        var start = 0
        while start < units.count {
            let end = Swift.min(units.count, start + Int.random(in: 1...5, using: &rng))
            pieces.append(start..<end)
            start = end
        }
        var rope = TextRope()
        var inserted: [Range<Int>] = []
        for piece in pieces.shuffled(using: &rng) {
            let offset = inserted.filter { $0.lowerBound < piece.lowerBound }.reduce(0) { $0 + $1.count }
            try rope.replace(utf16Range: offset..<offset, with: units[piece])
            inserted.append(piece)
        }
        return rope
    }
}
