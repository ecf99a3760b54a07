import SeededRandom
import TextDocument
import TextRope
import XCTest

extension ReferenceSearch {
    /// Asserts over `rounds` random texts that, for each pattern, searching backward (each match
    /// the last one before the previous one's start) visits the forward matches in reverse. A
    /// failure names the round and `name(pattern)`.
    static func assertBackwardVisitsForwardMatchesInReverse(
        seed: UInt64, rounds: Int, alphabet: [[UInt16]], edits: Int, patterns: [String],
        query: (String) -> SearchQuery, name: (String) -> String = { $0 },
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var rng = seededRandom(seed)
        for round in 0..<rounds {
            let (rope, _) = randomText(&rng, alphabet: alphabet, edits: edits)
            for pattern in patterns {
                let searcher = try TextSearcher(query(pattern))
                let forward = try searcher.matches(in: rope).map(\.range)
                var backward: [Range<Int>] = []
                var end = rope.utf16Count
                while let match = try searcher.lastMatch(in: rope, range: 0..<end) {
                    backward.append(match.range)
                    end = match.range.lowerBound
                }
                XCTAssertEqual(backward, forward.reversed(), "round \(round) \(name(pattern))", file: file, line: line)
            }
        }
    }
}
