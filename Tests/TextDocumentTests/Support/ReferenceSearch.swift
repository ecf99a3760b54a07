import SeededRandom
import TextRope

/// Random texts for the search tests: ropes built by random edits, and ranges.
enum ReferenceSearch {
    /// A rope built by random edits (so that its chunks end anywhere), and the same units flat.
    static func randomText(_ rng: inout SplitMix64, alphabet: [[UInt16]], edits: Int) -> (TextRope, [UInt16]) {
        var rope = TextRope()
        var units: [UInt16] = []
        for _ in 0..<edits {
            let at = Int.random(in: 0...units.count, using: &rng)
            if !units.isEmpty && Int.random(in: 0..<4, using: &rng) == 0 {
                let end = Swift.min(units.count, at + Int.random(in: 1...6, using: &rng))
                let start = Swift.min(at, end)
                try? rope.remove(utf16Range: start..<end)
                units.removeSubrange(start..<end)
            } else {
                var piece: [UInt16] = []
                for _ in 0..<Int.random(in: 1...8, using: &rng) { piece += alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
                try? rope.insert(piece, atUTF16: at)
                units.insert(contentsOf: piece, at: at)
            }
        }
        return (rope, units)
    }

    /// A random range of a text of `count` units.
    static func randomRange(_ rng: inout SplitMix64, _ count: Int) -> Range<Int> {
        let a = Int.random(in: 0...count, using: &rng)
        let b = Int.random(in: 0...count, using: &rng)
        return Swift.min(a, b)..<Swift.max(a, b)
    }
}
