/// How far a regular expression's lookbehind assertions may read before the place they are
/// tested, found from the pattern's text, so that a window holding that much text before a
/// find's start decides them as the whole text would.
///
/// The bound is generous: every atom that matches one code point counts 6 UTF-16 units (a
/// surrogate pair, three times over for case folding that expands a character), and the bounds of
/// all lookbehinds are added up, which covers one nested in another. It is nil where a
/// lookbehind's length cannot be bounded from the text (a back reference, `\X`, an unbounded
/// quantifier), for free-spacing patterns (`x`, whose comments the parse would misread) and for
/// anything the parse does not follow; such patterns are searched on the rope.
enum LookbehindReach {
    /// The most units a single code point can take, times the most a character's case folding
    /// expands it.
    static let unitsPerAtom = 6
    /// Bounds past this are treated as unbounded.
    static let limit = 1 << 16

    /// The reach of `pattern`'s lookbehinds in UTF-16 units (0 without any), or nil where it
    /// cannot be bounded. O(n) for a pattern of n units.
    static func of(_ pattern: [UInt16]) -> Int? {
        var parser = Parser(pattern: pattern)
        guard parser.alternation() != .failed, parser.index == pattern.count else { return nil }
        return parser.reach <= limit ? parser.reach : nil
    }

    /// The most units a part of a pattern matches.
    enum Length: Equatable {
        case bounded(Int)
        case unbounded
        /// The parse did not follow the pattern.
        case failed

        static func + (lhs: Length, rhs: Length) -> Length {
            switch (lhs, rhs) {
            case (.failed, _), (_, .failed): return .failed
            case let (.bounded(a), .bounded(b)) where a + b <= LookbehindReach.limit: return .bounded(a + b)
            default: return .unbounded
            }
        }

        func times(_ count: Int?) -> Length {
            guard case .bounded(let length) = self else { return self }
            guard let count else { return length == 0 ? self : .unbounded }
            let (product, overflow) = length.multipliedReportingOverflow(by: count)
            return !overflow && product <= LookbehindReach.limit ? .bounded(product) : .unbounded
        }

        static func longest(_ lhs: Length, _ rhs: Length) -> Length {
            switch (lhs, rhs) {
            case (.failed, _), (_, .failed): return .failed
            case let (.bounded(a), .bounded(b)): return .bounded(Swift.max(a, b))
            default: return .unbounded
            }
        }
    }

    private struct Parser {
        let pattern: [UInt16]
        var index = 0
        var reach = 0

        init(pattern: [UInt16]) { self.pattern = pattern }

        private var current: UInt16? { index < pattern.count ? pattern[index] : nil }

        private func peek(_ offset: Int) -> UInt16? {
            index + offset < pattern.count ? pattern[index + offset] : nil
        }

        // Branches separated by `|`, up to a `)` or the end (neither consumed).
        mutating func alternation() -> Length {
            var length = sequence()
            while current == Unit.bar {
                index += 1
                length = .longest(length, sequence())
            }
            return length
        }

        private mutating func sequence() -> Length {
            var length = Length.bounded(0)
            while let unit = current, unit != Unit.bar, unit != Unit.close {
                length = length + quantified(atom())
                if length == .failed { return .failed }
            }
            return length
        }

        private mutating func quantified(_ atom: Length) -> Length {
            switch current {
            case Unit.question:
                index += 1
                skipQuantifierSuffix()
                return atom
            case Unit.star, Unit.plus:
                index += 1
                skipQuantifierSuffix()
                return atom.times(nil)
            case Unit.openBrace:
                index += 1
                guard let low = number() else { return .failed }
                var high: Int? = low
                if current == Unit.comma {
                    index += 1
                    high = current == Unit.closeBrace ? nil : number()
                    if high == nil && current != Unit.closeBrace { return .failed }
                }
                guard current == Unit.closeBrace else { return .failed }
                index += 1
                skipQuantifierSuffix()
                return atom.times(high)
            default:
                return atom
            }
        }

        private mutating func skipQuantifierSuffix() {
            if current == Unit.question || current == Unit.plus { index += 1 }
        }

        private mutating func number() -> Int? {
            var value = 0
            var digits = 0
            while let unit = current, (Unit.zero...Unit.nine).contains(unit) {
                value = Swift.min(value * 10 + Int(unit - Unit.zero), LookbehindReach.limit + 1)
                digits += 1
                index += 1
            }
            return digits > 0 ? value : nil
        }

        private mutating func atom() -> Length {
            guard let unit = current else { return .failed }
            switch unit {
            case Unit.open:
                return group()
            case Unit.openBracket:
                return set()
            case Unit.backslash:
                return escape()
            case Unit.caret, Unit.dollar:
                index += 1
                return .bounded(0)
            case Unit.star, Unit.plus, Unit.question, Unit.openBrace:
                return .failed
            default:
                index += UTF16.isLeadSurrogate(unit) && peek(1).map(UTF16.isTrailSurrogate) == true ? 2 : 1
                return .bounded(unitsPerAtom)
            }
        }

        private mutating func group() -> Length {
            index += 1
            var isLookbehind = false
            var consumes = true
            if current == Unit.question {
                index += 1
                switch current {
                case Unit.hash:
                    while let unit = current, unit != Unit.close { index += 1 }
                    guard current == Unit.close else { return .failed }
                    index += 1
                    return .bounded(0)
                case Unit.equals, Unit.bang:
                    index += 1
                    consumes = false
                case Unit.colon, Unit.greater:
                    index += 1
                case Unit.less where peek(1) == Unit.equals || peek(1) == Unit.bang:
                    index += 2
                    isLookbehind = true
                    consumes = false
                case Unit.less:
                    while let unit = current, unit != Unit.greater { index += 1 }
                    guard current == Unit.greater else { return .failed }
                    index += 1
                default:
                    // Flags: `(?i)` sets them for what follows, `(?i-s:` for a group.
                    while let unit = current, unit == Unit.minus || (Unit.lowerA...Unit.lowerZ).contains(unit | 0x20) {
                        if unit == Unit.lowerX { return .failed }
                        index += 1
                    }
                    if current == Unit.close {
                        index += 1
                        return .bounded(0)
                    }
                    guard current == Unit.colon else { return .failed }
                    index += 1
                }
            }
            let body = alternation()
            guard current == Unit.close else { return .failed }
            index += 1
            if isLookbehind {
                guard case .bounded(let length) = body else { return .failed }
                reach += length
            }
            if body == .failed { return .failed }
            return consumes ? body : .bounded(0)
        }

        // A set, `[…]` with nested sets and escapes, matches one code point.
        private mutating func set() -> Length {
            var depth = 0
            while let unit = current {
                index += 1
                switch unit {
                case Unit.backslash: index += 1
                case Unit.openBracket: depth += 1
                case Unit.closeBracket:
                    depth -= 1
                    if depth == 0 { return .bounded(unitsPerAtom) }
                default: break
                }
            }
            return .failed
        }

        private mutating func escape() -> Length {
            index += 1
            guard let unit = current else { return .failed }
            index += 1
            switch unit {
            case Unit.upperQ:
                var units = 0
                while index < pattern.count, !(pattern[index] == Unit.backslash && peek(1) == Unit.upperE) {
                    units += 1
                    index += 1
                }
                if index < pattern.count { index += 2 }
                return Length.bounded(unitsPerAtom).times(units)
            case Unit.lowerB, Unit.upperB, Unit.upperA, Unit.lowerZ, Unit.upperZ, Unit.upperG:
                return .bounded(0)
            case Unit.upperR:
                return .bounded(2 * unitsPerAtom)
            case Unit.upperX, Unit.lowerK, Unit.one...Unit.nine:
                return .unbounded
            case Unit.lowerX, Unit.upperN, Unit.lowerP, Unit.upperP:
                if current == Unit.openBrace {
                    while let unit = current, unit != Unit.closeBrace { index += 1 }
                    guard current == Unit.closeBrace else { return .failed }
                    index += 1
                } else {
                    index += unit == Unit.lowerX ? 2 : 1
                }
            case Unit.lowerU:
                index += 4
            case Unit.upperU:
                index += 8
            case Unit.lowerC:
                index += 1
            case Unit.zero:
                while let unit = current, (Unit.zero...Unit.seven).contains(unit) { index += 1 }
            default:
                break
            }
            return index <= pattern.count ? .bounded(unitsPerAtom) : .failed
        }
    }

    private enum Unit {
        static let bang: UInt16 = 0x21, hash: UInt16 = 0x23, dollar: UInt16 = 0x24
        static let open: UInt16 = 0x28, close: UInt16 = 0x29, star: UInt16 = 0x2A, plus: UInt16 = 0x2B
        static let comma: UInt16 = 0x2C, minus: UInt16 = 0x2D
        static let zero: UInt16 = 0x30, one: UInt16 = 0x31, seven: UInt16 = 0x37, nine: UInt16 = 0x39
        static let colon: UInt16 = 0x3A, less: UInt16 = 0x3C, equals: UInt16 = 0x3D, greater: UInt16 = 0x3E
        static let question: UInt16 = 0x3F
        static let upperA: UInt16 = 0x41, upperB: UInt16 = 0x42, upperE: UInt16 = 0x45, upperG: UInt16 = 0x47
        static let upperN: UInt16 = 0x4E, upperP: UInt16 = 0x50, upperQ: UInt16 = 0x51, upperR: UInt16 = 0x52
        static let upperU: UInt16 = 0x55, upperX: UInt16 = 0x58, upperZ: UInt16 = 0x5A
        static let openBracket: UInt16 = 0x5B, backslash: UInt16 = 0x5C, closeBracket: UInt16 = 0x5D
        static let caret: UInt16 = 0x5E
        static let lowerA: UInt16 = 0x61, lowerB: UInt16 = 0x62, lowerC: UInt16 = 0x63, lowerK: UInt16 = 0x6B
        static let lowerP: UInt16 = 0x70, lowerU: UInt16 = 0x75, lowerX: UInt16 = 0x78, lowerZ: UInt16 = 0x7A
        static let openBrace: UInt16 = 0x7B, bar: UInt16 = 0x7C, closeBrace: UInt16 = 0x7D
    }
}
