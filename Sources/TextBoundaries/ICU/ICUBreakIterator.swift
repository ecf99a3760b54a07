import CICU
import TextRope

/// One ICU break iterator reading a `RopeSnapshot` through a chunked UText, addressed in rope
/// UTF-16 offsets.
///
/// ICU counts in `Int32`, so a text longer than `windowLimit` units is shown to ICU through a
/// window of `windowLimit` units that `prepare(around:)` keeps centred on the query:
/// results are exact unless one segment is longer than a quarter of the window (2^29 units).
final class ICUBreakIterator {
    let kind: TextBoundaryKind
    private let handle: OpaquePointer
    private let snapshot: RopeSnapshot
    private let windowLimit: Int
    // Unchecked exclusivity: read on every query, never accessed re-entrantly.
    /// The rope offset of ICU's offset 0, and how many units ICU sees.
    @exclusivity(unchecked) private var base = 0
    @exclusivity(unchecked) private var window = 0
    /// The snapshot generation ICU was last pointed at; -1 before the first.
    @exclusivity(unchecked) private var generation = -1

    init(kind: TextBoundaryKind, snapshot: RopeSnapshot, windowLimit: Int) {
        self.kind = kind
        self.snapshot = snapshot
        self.windowLimit = windowLimit
        var status: Int32 = 0
        guard let handle = cicu_break_iterator_open(kind.cValue, "", &status), !cicu_failed(status) else {
            // Only a broken ICU installation (missing icudata) gets here, never caller input.
            preconditionFailure("ICU cannot open a \(kind) break iterator: \(Self.name(status))")
        }
        self.handle = handle
    }

    deinit { cicu_break_iterator_close(handle) }

    /// Points ICU at the snapshot's current text, with `offset` well inside the window.
    func prepare(around offset: Int) {
        let count = snapshot.count
        if generation == snapshot.generation {
            let margin = window / 4
            let fitsBelow = base == 0 || offset - base >= margin
            let fitsAbove = base + window == count || base + window - offset >= margin
            if fitsBelow && fitsAbove { return }
        }
        window = Swift.min(count, windowLimit)
        base = Swift.min(Swift.max(offset - window / 2, 0), count - window)
        var status: Int32 = 0
        let context = Unmanaged.passUnretained(snapshot).toOpaque()
        cicu_break_iterator_set_chunked_text(
            handle, RopeSnapshot.provider, context, Int64(base), Int32(window), &status)
        if cicu_failed(status) {
            // The arguments are in range by construction; ICU fails here only without memory.
            preconditionFailure("ICU cannot read the text: \(Self.name(status))")
        }
        generation = snapshot.generation
    }

    /// The generation and window ICU was last pointed at (for invariant checks).
    var state: (generation: Int, base: Int, window: Int) { (generation, base, window) }

    /// The units ICU reads for the whole window, through its UText (for invariant checks), or
    /// nil if ICU reports an error.
    func unitsInWindow() -> [UInt16]? {
        var status: Int32 = 0
        let units = [UInt16](unsafeUninitializedCapacity: window + 1) { buffer, count in
            count = Int(cicu_break_iterator_copy_text(handle, 0, Int32(window), buffer.baseAddress, Int32(buffer.count), &status))
        }
        return cicu_failed(status) ? nil : units
    }

    /// Whether the chunks ICU is served keep utext.h's contract (for invariant checks).
    var servesWholeCodePoints: Bool { cicu_break_iterator_check_chunks(handle) }

    /// The least boundary greater than `offset`, or nil at the end.
    func following(_ offset: Int) -> Int? { rope(cicu_break_iterator_following(handle, local(offset))) }

    /// The greatest boundary less than the current one, or nil at the start.
    func previous() -> Int? { rope(cicu_break_iterator_previous(handle)) }

    /// Whether `offset` is a boundary (never inside a surrogate pair).
    func isBoundary(_ offset: Int) -> Bool { cicu_break_iterator_is_boundary(handle, local(offset)) }

    /// The rule status of the current boundary, describing the segment that ends there.
    var ruleStatus: Int32 { cicu_break_iterator_rule_status(handle) }

    private func local(_ offset: Int) -> Int32 {
        Int32(truncatingIfNeeded: Swift.min(Swift.max(offset - base, 0), window))
    }

    private func rope(_ result: Int32) -> Int? {
        result == CICU_DONE ? nil : base + Int(result)
    }

    private static func name(_ status: Int32) -> String {
        String(cString: cicu_status_name(status))
    }
}
