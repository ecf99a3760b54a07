import TextRope

extension TextBreaker {
    /// Checks, in debug builds, that every chunk the breaker remembers for its current text is
    /// exactly where the rope has it, and that each ICU iterator reads exactly the rope's units
    /// (read back through ICU's text provider) in a window inside the text, in chunks that
    /// never split a surrogate pair. O(n x chunk length). Does nothing in release builds. Tests call it after queries and
    /// after assigning ``text``.
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        let rope = snapshot.rope
        let count = rope.utf16Count
        precondition(snapshot.count == count, "Snapshot length differs from its rope's")
        snapshot.cache.forEachRun(generation: snapshot.generation) { run, bucketStart in
            precondition(run.start >= 0 && run.start < run.end && run.end <= count, "Cached chunk out of the text")
            precondition(run.start < bucketStart + ChunkCache.bucketSize && run.end > bucketStart, "Cached chunk outside its bucket")
            guard let chunk = try? rope.chunk(containingUTF16: run.start) else {
                preconditionFailure("Cached chunk the rope cannot find")
            }
            precondition(chunk.utf16Offset == run.start && chunk.utf16Count == run.end - run.start, "Cached chunk with stale bounds")
            precondition(chunk.utf16CodeUnits.baseAddress == run.units, "Cached chunk with a stale pointer")
        }
        for iterator in openIterators {
            let state = iterator.state
            precondition(state.generation <= snapshot.generation, "Iterator ahead of the snapshot")
            if state.generation == snapshot.generation {
                precondition(state.base >= 0 && state.base + state.window <= count, "Iterator window outside the text")
                let stored = try? rope.utf16CodeUnits(in: state.base..<(state.base + state.window))
                precondition(iterator.unitsInWindow() == stored, "ICU reads other units than the rope holds")
                precondition(iterator.servesWholeCodePoints, "ICU is served a chunk that splits a surrogate pair")
            }
        }
        #endif
    }
}
