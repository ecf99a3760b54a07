/// What single UTF-16 code units count, where that depends on the unit before or after them.
enum CodeUnits {
    /// The UTF-8 bytes `unit` adds after `previous`: a trail surrogate completing a pair adds the
    /// one byte that turns its lead's 3 into the pair's 4.
    @inline(__always)
    static func utf8Length(of unit: UInt16, after previous: UInt16) -> Int {
        if unit < 0x80 { return 1 }
        if unit < 0x800 { return 2 }
        return UTF16.isTrailSurrogate(unit) && UTF16.isLeadSurrogate(previous) ? 1 : 3
    }

    /// Whether `unit` ends one of the rope's terminators (LF, CR, NEL, LS, PS), a CR counted
    /// whatever follows it.
    @inline(__always)
    static func isTerminator(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x85 || unit & 0xFFFE == 0x2028
    }

    /// Whether `unit` ends one of the rope's lines: a terminator, a CR only when `next` is not
    /// its LF.
    @inline(__always)
    static func endsRopeLine(_ unit: UInt16, before next: UInt16) -> Bool {
        unit == 0x0A || (unit == 0x0D && next != 0x0A) || unit == 0x85 || unit & 0xFFFE == 0x2028
    }
}
