import CICU
import CoreFoundation
import Foundation
import TextBoundaries
import TextRope

// How each store answers boundary queries: TextRope through TextBoundaries (ICU over its chunks),
// CFString and NSString through their composed character sequences, and the contiguous [UInt16]
// through ICU on the flat buffer (the "flat ICU" baseline). Swift String has no UTF-16-offset
// equivalent.

extension TextRope {
    static func boundaryQuery(_ kind: BoundaryQuery, on rope: TextRope) -> ((Int) -> Int)? {
        switch kind {
        case .grapheme: return { offset in BoundaryQuery.fold(try? rope.rangeOfComposedCharacterSequence(atUTF16: offset)) }
        case .word: return { offset in BoundaryQuery.fold((try? rope.wordRange(atUTF16: offset)) ?? nil) }
        }
    }
}

extension CFMutableStringText {
    static func boundaryQuery(_ kind: BoundaryQuery, on text: CFMutableStringText) -> ((Int) -> Int)? {
        guard kind == .grapheme else { return nil }
        return { offset in text.composedCharacterRange(at: offset) }
    }
}

extension NSMutableStringText {
    static func boundaryQuery(_ kind: BoundaryQuery, on text: NSMutableStringText) -> ((Int) -> Int)? {
        guard kind == .grapheme else { return nil }
        return { offset in text.composedCharacterRange(at: offset) }
    }
}

extension SwiftStringText {
    static func boundaryQuery(_ kind: BoundaryQuery, on text: SwiftStringText) -> ((Int) -> Int)? { nil }
}

extension Array where Element == UInt16 {
    static func boundaryQuery(_ kind: BoundaryQuery, on units: [UInt16]) -> ((Int) -> Int)? {
        let flat = FlatICU(kind: kind)
        return { offset in flat.query(units, offset) }
    }
}

/// One ICU break iterator over a private copy of a flat buffer, reused for every query: ICU's
/// best case, with no rope in the way. The copy is made on the first query (the workload makes one
/// before timing).
final class FlatICU {
    private let kind: BoundaryQuery
    private let iterator: OpaquePointer
    private var copy: UnsafeMutableBufferPointer<UInt16>?

    init(kind: BoundaryQuery) {
        self.kind = kind
        var status: Int32 = 0
        let opened = cicu_break_iterator_open(kind == .grapheme ? CICU_BREAK_CHARACTER : CICU_BREAK_WORD, "", &status)
        // ICU fails to open an iterator only without its data files, which the package requires.
        guard let opened else { preconditionFailure("ICU break iterator: \(String(cString: cicu_status_name(status)))") }
        iterator = opened
    }

    deinit {
        cicu_break_iterator_close(iterator)
        copy?.deallocate()
    }

    func query(_ units: [UInt16], _ offset: Int) -> Int {
        if copy?.count != units.count {
            copy?.deallocate()
            let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: units.count)
            _ = buffer.initialize(from: units)
            var status: Int32 = 0
            cicu_break_iterator_set_units(iterator, buffer.baseAddress, Int32(units.count), &status)
            copy = buffer
        }
        guard offset < units.count else { return BoundaryQuery.fold(offset..<offset) }
        let end = Int(cicu_break_iterator_following(iterator, Int32(offset)))
        let status = cicu_break_iterator_rule_status(iterator)
        let start = Int(cicu_break_iterator_previous(iterator))
        if kind == .word && status < CICU_WORD_STATUS_NONE_LIMIT { return BoundaryQuery.fold(nil) }
        return BoundaryQuery.fold(start..<end)
    }
}
