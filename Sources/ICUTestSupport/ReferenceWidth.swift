import CICU

/// Display width computed the plain way: decode the clusters ICU finds on the flat text, and
/// give each the widest of its code points' columns (U+FE0F after an emoji making it 2).
public enum ReferenceWidth {
    public static func width(_ units: [UInt16], _ range: Range<Int>, clusters oracle: FlatICU) -> Int {
        var total = 0
        for (start, end) in zip(oracle.boundaries, oracle.boundaries.dropFirst()) where range.contains(start) {
            var widest = 0
            var previousFlags: UInt8 = 0
            var i = start
            while i < end {
                var codePoint = UInt32(units[i])
                var length = 1
                if UTF16.isLeadSurrogate(units[i]), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                    codePoint = 0x10000 + (UInt32(units[i] & 0x3FF) << 10 | UInt32(units[i + 1] & 0x3FF))
                    length = 2
                }
                let flags = cicu_width_flags(codePoint)
                let columns: Int
                if codePoint == 0xFE0F && previousFlags & UInt8(CICU_WIDTH_EMOJI) != 0 {
                    columns = 2
                } else if flags & UInt8(CICU_WIDTH_ZERO) != 0 {
                    columns = 0
                } else if flags & UInt8(CICU_WIDTH_WIDE | CICU_WIDTH_EMOJI_PRESENTATION) != 0 {
                    columns = 2
                } else {
                    columns = 1
                }
                widest = max(widest, columns)
                previousFlags = flags
                i += length
            }
            total += widest
        }
        return total
    }
}
