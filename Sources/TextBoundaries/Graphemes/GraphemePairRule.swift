import CICU

/// Whether there is a grapheme cluster boundary between two adjacent code points, judged from
/// their classes (`CICUGraphemeClass`) alone.
///
/// In ICU 72's rules (UAX #29 for Unicode 15.0 plus CLDR's tailorings) only three kinds of pair
/// depend on what comes before them: ZWJ followed by an emoji (GB11 needs an emoji before the
/// ZWJ), two regional indicators (GB12/13 count the run), and a mark or ZWJ followed by an Indic
/// consonant (CLDR's GB9.3 joins consonant + virama + consonant). Those, and classes this module
/// does not model, are `unknown` and left to ICU; every other pair is decided here.
/// `GraphemeFastPathTests` checks this against ICU for every BMP code point on either side of
/// every class, and for every BMP code point after a virama.
enum GraphemePairRule: UInt8 {
    case boundary, noBoundary, unknown

    /// The rule between two classes, looked up in `tables` (see `CharacterTables`).
    @inline(__always)
    static func between(_ before: UInt8, _ after: UInt8, _ tables: UnsafePointer<UInt8>) -> GraphemePairRule {
        GraphemePairRule(rawValue: tables[CharacterTables.pairRules + Int(before &<< 4 | after)]) ?? .unknown
    }

    /// The rule between two classes, derived from UAX #29 and ICU's tailorings (fills the table).
    init(before: UInt8, after: UInt8) {
        self = Self.decide(before, after)
    }

    private static func decide(_ before: UInt8, _ after: UInt8) -> GraphemePairRule {
        let consonant = gcb(CICU_GCB_CONSONANT)
        let extend = gcb(CICU_GCB_EXTEND)
        let zwj = gcb(CICU_GCB_ZWJ)
        if (before == extend || before == zwj) && after == consonant { return .unknown }  // CLDR GB9.3
        // Apart from GB9.3, a consonant is an Other like any other.
        let a = before == consonant ? gcb(CICU_GCB_OTHER) : before
        let b = after == consonant ? gcb(CICU_GCB_OTHER) : after
        let control = [gcb(CICU_GCB_CONTROL), gcb(CICU_GCB_CR), gcb(CICU_GCB_LF)]
        if a == gcb(CICU_GCB_CR) && b == gcb(CICU_GCB_LF) { return .noBoundary }  // GB3
        if control.contains(a) || control.contains(b) { return .boundary }  // GB4, GB5
        if a == gcb(CICU_GCB_UNKNOWN) || b == gcb(CICU_GCB_UNKNOWN) { return .unknown }
        let (l, v, t, lv, lvt) = (gcb(CICU_GCB_L), gcb(CICU_GCB_V), gcb(CICU_GCB_T), gcb(CICU_GCB_LV), gcb(CICU_GCB_LVT))
        if a == l && [l, v, lv, lvt].contains(b) { return .noBoundary }  // GB6
        if (a == lv || a == v) && (b == v || b == t) { return .noBoundary }  // GB7
        if (a == lvt || a == t) && b == t { return .noBoundary }  // GB8
        if b == extend || b == zwj || b == gcb(CICU_GCB_SPACING_MARK) { return .noBoundary }  // GB9, GB9a
        if a == gcb(CICU_GCB_PREPEND) { return .noBoundary }  // GB9b
        if a == zwj && b == gcb(CICU_GCB_OTHER) { return .unknown }  // GB11
        let ri = gcb(CICU_GCB_REGIONAL_INDICATOR)
        if a == ri && b == ri { return .unknown }  // GB12, GB13
        return .boundary  // GB999
    }

    private static func gcb(_ value: CICUGraphemeClass) -> UInt8 { UInt8(value.rawValue) }
}
