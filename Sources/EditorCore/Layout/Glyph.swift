import CICU

/// One grapheme cluster as the editor shows it: where it is in the text, where it sits in its
/// row, how many cells it takes and what is printed there.
///
/// Most clusters print as themselves, as wide as ``TextRope/displayWidth(of:)`` says (CJK and
/// emoji 2, combining marks 0). The exceptions are made visible: a tab is spaces to the next tab
/// stop; a C0 control or DEL is caret notation (`^A`, `^?`); a C1 control is its hex code
/// (`<9B>`); a lone surrogate is its hex code (`<D800>`); a cluster that starts with a code point
/// needing a base (a combining mark, a variation selector or ZWNJ at a line start or after a
/// control) sits on a dotted circle (U+25CC).
package struct Glyph: Equatable, Sendable {
    /// What kind of cluster it is, for drawing.
    package enum Kind: Equatable, Sendable {
        /// Printed as it is.
        case plain
        /// A tab, printed as spaces.
        case tab
        /// A control character or lone surrogate, printed as its visible notation.
        case control
        /// Takes no cell and prints nothing (a format character on its own: U+200B, a BOM).
        case invisible
    }

    /// The UTF-16 offset of the cluster in the text.
    package var offset: Int
    /// The cluster's length in UTF-16 code units.
    package var length: Int
    /// The cell the cluster starts at, counted from its row's first cell.
    package var column: Int
    /// The cells it takes.
    package var width: Int
    package var kind: Kind
    /// The one scalar printed, for a plain glyph of one scalar; else ``Screen/Cell/cluster``, and
    /// the text printed is at ``textIndex`` in the line's texts. Kept apart from the glyph, so
    /// that glyphs are plain values copied without reference counting.
    package var scalar: UInt32
    /// Where the text printed is in its line's ``LineLayout/texts`` (for a tab, `width` spaces);
    /// -1 when ``scalar`` is what is printed, or nothing is.
    package var textIndex: Int

    /// The offset just after the cluster.
    package var end: Int { offset + length }

    /// Columns between tab stops.
    package static let tabWidth = 4

    /// The glyph of the cluster `units` (its code units) at `offset`, starting at `column`, with
    /// `width` the cluster's display width by ``TextRope/displayWidth(of:)``; a text to print
    /// other than its one scalar is appended to `texts`.
    package init(units: UnsafeBufferPointer<UInt16>, offset: Int, column: Int, width: Int, texts: inout [String]) {
        self.offset = offset
        length = units.count
        self.column = column
        textIndex = -1
        if units.count == 1 {
            let unit = units[0]
            if unit >= 0x20 && unit < 0x7F {
                self.width = 1
                kind = .plain
                scalar = UInt32(unit)
                return
            }
            if let special = Self.special(unit, column: column) {
                (self.width, kind) = (special.width, special.kind)
                scalar = Screen.Cell.cluster
                textIndex = texts.count
                texts.append(special.text)
                return
            }
        }
        let string = String(decoding: units, as: UTF16.self)
        let scalars = string.unicodeScalars
        scalar = scalars.count == 1 ? scalars.first.map(\.value) ?? Screen.Cell.cluster : Screen.Cell.cluster
        if width == 0 {
            guard let first = scalars.first, Self.needsBase(first) else {
                self.width = 0
                kind = .invisible
                scalar = Screen.Cell.cluster
                return
            }
            self.width = 1
            kind = .plain
            scalar = Screen.Cell.cluster
            textIndex = texts.count
            texts.append("\u{25CC}" + string)
            return
        }
        self.width = width
        kind = .plain
        if scalar == Screen.Cell.cluster {
            textIndex = texts.count
            texts.append(string)
        }
    }

    /// The glyph of a cluster on its own and the text it prints ("" for an invisible one).
    package static func shown(units: UnsafeBufferPointer<UInt16>, column: Int, width: Int) -> (glyph: Glyph, text: String) {
        var texts: [String] = []
        let glyph = Glyph(units: units, offset: 0, column: column, width: width, texts: &texts)
        if glyph.textIndex >= 0 { return (glyph, texts[glyph.textIndex]) }
        return (glyph, glyph.kind == .invisible ? "" : Unicode.Scalar(glyph.scalar).map { String($0) } ?? "")
    }

    // A tab, a control or a lone surrogate, as it shows at `column`.
    private static func special(_ unit: UInt16, column: Int) -> (width: Int, kind: Kind, text: String)? {
        switch unit {
        case 0x09:
            let width = tabWidth - column % tabWidth
            return (width, .tab, String(repeating: " ", count: width))
        case 0x00..<0x20: return (2, .control, "^" + String(UnicodeScalar(UInt8(unit + 0x40))))
        case 0x7F: return (2, .control, "^?")
        case 0x80..<0xA0: return (4, .control, "<" + hex(unit, digits: 2) + ">")
        case 0xD800..<0xE000: return (6, .control, "<" + hex(unit, digits: 4) + ">")
        default: return nil
        }
    }

    private static func hex(_ value: UInt16, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }

    // The code points that extend the cluster before them (combining marks, variation selectors,
    // ZWNJ): a cluster starting with one has no base to show on.
    private static func needsBase(_ scalar: Unicode.Scalar) -> Bool {
        switch cicu_grapheme_class(scalar.value) {
        case CICU_GCB_EXTEND, CICU_GCB_SPACING_MARK: return true
        default: return false
        }
    }
}
