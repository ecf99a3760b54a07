/// What a run of code units holds, counted the ways the two conventions need: UTF-8 bytes, LSP's
/// line breaks (LF, CR LF, CR) and the units after the last one, LFs and the bytes after the last.
struct UnitTally {
    var utf8 = 0
    var lspBreaks = 0
    var unitsAfterLSPBreak = 0
    var lineFeeds = 0
    var utf8AfterLineFeed = 0
    private var previous: UInt16 = 0

    /// Counts the next unit.
    mutating func add(_ unit: UInt16) {
        let bytes = CodeUnits.utf8Length(of: unit, after: previous)
        utf8 += bytes
        if previous == 0x0D && unit != 0x0A {
            lspBreaks += 1
            unitsAfterLSPBreak = 0
        }
        if unit == 0x0A {
            lspBreaks += 1
            unitsAfterLSPBreak = 0
            lineFeeds += 1
            utf8AfterLineFeed = 0
        } else {
            unitsAfterLSPBreak += 1
            utf8AfterLineFeed += bytes
        }
        previous = unit
    }

    /// Ends the run, `next` being the unit after it (0 for none): a CR that ends the run ends an
    /// LSP line unless `next` is its LF.
    mutating func finish(before next: UInt16) {
        if previous == 0x0D && next != 0x0A {
            lspBreaks += 1
            unitsAfterLSPBreak = 0
        }
    }
}
