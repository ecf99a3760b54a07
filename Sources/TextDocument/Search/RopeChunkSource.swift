import CICU
import TextRope

/// Serves a rope's chunks to ICU's UText (a `CICUChunkProvider`), remembering the chunk it served
/// last, the one before it, and an iterator after the last, so that reading the text forward
/// costs O(1) per chunk, and so does going back into the previous chunk (as a match attempt that
/// read past a chunk's end does when the next attempt starts before it). Holding the rope keeps
/// every chunk's units where ICU saw them: storage that is shared is never changed in place.
final class RopeChunkSource {
    let text: TextRope
    private var current: TextRope.Chunk?
    private var previous: TextRope.Chunk?
    private var following: TextRope.Chunks.Iterator?

    init(_ text: TextRope) { self.text = text }

    func chunk(containing offset: Int) -> TextRope.Chunk? {
        if let current {
            let range = current.utf16Range
            if range.contains(offset) { return current }
            if let previous, previous.utf16Range.contains(offset) { return previous }
            if offset == range.upperBound, var following, let next = following.next() {
                self.following = following
                previous = current
                self.current = next
                if next.utf16Range.contains(offset) { return next }
            }
        }
        guard var iterator = try? text.chunks(fromUTF16: offset).makeIterator() else { return nil }
        let found = iterator.next()
        following = iterator
        previous = current
        current = found
        return found
    }

    /// The provider: `context` is an unretained `RopeChunkSource`. An offset outside the text
    /// (which ICU never asks for) yields an empty run, which the UText reports as the text's end.
    static let provider: CICUChunkProvider = { context, offset, out in
        guard let context, let out else { return }
        let source = Unmanaged<RopeChunkSource>.fromOpaque(context).takeUnretainedValue()
        guard let chunk = source.chunk(containing: Int(offset)), let units = chunk.utf16CodeUnits.baseAddress else { return }
        out.pointee = CICUTextChunk(units: units, start: Int64(chunk.utf16Offset), length: Int64(chunk.utf16Count))
    }
}
