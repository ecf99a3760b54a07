import CTextRopeSupport

// The measures a node caches about its UTF-16 code units.
//
// Each leaf is counted on its own, as if nothing preceded it. A surrogate pair or a CR LF whose two
// halves sit in different leaves is then counted twice (two lone surrogates, two terminators); the
// join correction in `appending(_:)` takes that back when summaries are combined, using the first
// and last unit kept in every summary. So leaf boundaries may fall anywhere, and structural
// operations never have to move units between leaves to keep pairs together.
@usableFromInline
struct Summary: Equatable, Sendable {
    var utf16: Int
    var scalars: Int
    var utf8: Int
    /// Line terminators (LF, CR, CR LF, U+0085, U+2028, U+2029); CR LF counts once.
    var lines: Int
    /// First and last code unit; meaningless when `utf16 == 0`.
    var first: UInt16
    var last: UInt16

    static let empty = Summary(utf16: 0, scalars: 0, utf8: 0, lines: 0, first: 0, last: 0)

    var isEmpty: Bool { utf16 == 0 }

    /// The summary of `self` followed by `next`.
    @inline(__always)
    func appending(_ next: Summary) -> Summary {
        if next.utf16 == 0 { return self }
        if utf16 == 0 { return next }
        var result = self
        result.utf16 &+= next.utf16
        result.add(next.counts)
        result.add(Counts.join(last, next.first))
        result.last = next.last
        return result
    }

    /// The summary of the units after `prefix` in a text that `self` summarizes, given the first
    /// of them: the inverse of `prefix.appending(_:)`.
    func dropping(prefix: Summary, first: UInt16) -> Summary {
        if prefix.utf16 == 0 { return self }
        var result = self
        result.utf16 &-= prefix.utf16
        result.subtract(prefix.counts)
        result.subtract(Counts.join(prefix.last, first))
        result.first = first
        return result
    }

    /// The summary of the units before `suffix` in a text that `self` summarizes, given the
    /// last of them: the inverse of `appending(suffix)`.
    func dropping(suffix: Summary, last: UInt16) -> Summary {
        if suffix.utf16 == 0 { return self }
        var result = self
        result.utf16 &-= suffix.utf16
        result.subtract(suffix.counts)
        result.subtract(Counts.join(last, suffix.first))
        result.last = last
        return result
    }

    var counts: Counts { Counts(scalars: scalars, utf8: utf8, lines: lines) }

    mutating func add(_ c: Counts) {
        scalars &+= c.scalars
        utf8 &+= c.utf8
        lines &+= c.lines
    }

    mutating func subtract(_ c: Counts) {
        scalars &-= c.scalars
        utf8 &-= c.utf8
        lines &-= c.lines
    }

    /// The summary of `units` counted on their own.
    static func of(_ units: UnsafeBufferPointer<UInt16>) -> Summary {
        guard let first = units.first, let last = units.last else { return .empty }
        let c = Counts.of(units, after: 0)
        return Summary(
            utf16: units.count, scalars: c.scalars, utf8: c.utf8, lines: c.lines,
            first: first, last: last)
    }
}

/// Scalar, UTF-8 and terminator counts, where each code unit contributes according to itself and
/// the unit before it (`0` stands for "no unit before", which pairs with nothing).
@usableFromInline
struct Counts: Equatable, Sendable {
    var scalars: Int
    var utf8: Int
    var lines: Int

    static let zero = Counts(scalars: 0, utf8: 0, lines: 0)

    /// What `unit` adds when it follows `previous`.
    @inline(__always)
    static func of(_ unit: UInt16, after previous: UInt16) -> Counts {
        if unit < 0x80 {
            let isTerminator = unit == 0x0D || (unit == 0x0A && previous != 0x0D)
            return Counts(scalars: 1, utf8: 1, lines: isTerminator ? 1 : 0)
        }
        if unit < 0x800 {
            return Counts(scalars: 1, utf8: 2, lines: unit == 0x85 ? 1 : 0)
        }
        if UTF16.isTrailSurrogate(unit) && UTF16.isLeadSurrogate(previous) {
            return Counts(scalars: 0, utf8: 1, lines: 0)
        }
        return Counts(scalars: 1, utf8: 3, lines: unit == 0x2028 || unit == 0x2029 ? 1 : 0)
    }

    /// Adds how what `unit` adds changes when the unit before it changes from `old` to `new`:
    /// only a LF (a terminator unless after a CR) and a trail surrogate (one scalar of three UTF-8
    /// bytes alone, one UTF-8 byte after a lead) depend on it. Typing before a line's LF, the
    /// common case, costs two comparisons.
    @inline(__always)
    mutating func addChange(of unit: UInt16, after old: UInt16, becoming new: UInt16) {
        if unit == 0x0A {
            lines &+= (old == 0x0D ? 1 : 0) &- (new == 0x0D ? 1 : 0)
        } else if UTF16.isTrailSurrogate(unit) {
            let paired = (UTF16.isLeadSurrogate(old) ? 1 : 0) &- (UTF16.isLeadSurrogate(new) ? 1 : 0)
            scalars &+= paired
            utf8 &+= 2 &* paired
        }
    }

    /// What `units` add when they follow `previous`.
    @inline(__always)
    static func of(_ units: UnsafeBufferPointer<UInt16>, after previous: UInt16) -> Counts {
        switch units.count {
        case 0: return .zero
        case 1: return of(units[0], after: previous)
        default: return ofRun(units, after: previous)
        }
    }

    // Eight units at a time, branch-free (CTextRopeSupport's `textrope_count`): code and mixed
    // text end lines and leave ASCII too often for tests per block to be predicted.
    private static func ofRun(_ units: UnsafeBufferPointer<UInt16>, after previous: UInt16) -> Counts {
        guard let base = units.baseAddress else { return .zero }
        let c = textrope_count(base, units.count, previous)
        return Counts(scalars: c.scalars, utf8: c.utf8, lines: c.lines)
    }

    /// The correction when a run ending in `last` is followed by one starting with `first`:
    /// a surrogate pair or a CR LF that straddles the two was counted as two of something.
    @inline(__always)
    static func join(_ last: UInt16, _ first: UInt16) -> Counts {
        if last == 0x0D {
            return first == 0x0A ? Counts(scalars: 0, utf8: 0, lines: -1) : .zero
        }
        if UTF16.isLeadSurrogate(last) && UTF16.isTrailSurrogate(first) {
            return Counts(scalars: -1, utf8: -2, lines: 0)
        }
        return .zero
    }

    static func + (a: Counts, b: Counts) -> Counts {
        Counts(scalars: a.scalars &+ b.scalars, utf8: a.utf8 &+ b.utf8, lines: a.lines &+ b.lines)
    }

    static func - (a: Counts, b: Counts) -> Counts {
        Counts(scalars: a.scalars &- b.scalars, utf8: a.utf8 &- b.utf8, lines: a.lines &- b.lines)
    }
}
