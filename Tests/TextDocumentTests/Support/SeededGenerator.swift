import SeededRandom

/// A generator seeded with `seed`, which is printed so that a failing run can be replayed.
func seededRandom(_ seed: UInt64) -> SplitMix64 {
    print("seed", seed)
    return SplitMix64(seed: seed)
}
