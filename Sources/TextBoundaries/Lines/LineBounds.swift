/// The lines (or paragraphs) a range touches, as `NSString.getLineStart(_:end:contentsEnd:for:)`
/// reports them. UTF-16 offsets.
public struct LineBounds: Hashable, Sendable {
    /// Where the first line starts.
    public var start: Int
    /// Where the last line ends, after its terminator.
    public var end: Int
    /// Where the last line's contents end, before its terminator (`end` if it has none).
    public var contentsEnd: Int

    /// Bounds with the given UTF-16 offsets (`start <= contentsEnd <= end`).
    public init(start: Int, end: Int, contentsEnd: Int) {
        self.start = start
        self.end = end
        self.contentsEnd = contentsEnd
    }

    /// `start..<end`: the lines, terminators included.
    public var range: Range<Int> { start..<end }

    /// `start..<contentsEnd`: the lines without the last terminator.
    public var contentsRange: Range<Int> { start..<contentsEnd }
}
