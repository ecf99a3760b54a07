import SeededRandom
import TextDocument
import TextRope

// Plain references for the coordinate tests, over arrays of UTF-16 code units and UTF-8 bytes,
// written without the code under test: every answer comes from walking the whole array.
enum CoordinateReference {
    static let lf: UInt16 = 0x0A
    static let cr: UInt16 = 0x0D

    static func isLead(_ unit: UInt16) -> Bool { unit >= 0xD800 && unit < 0xDC00 }
    static func isTrail(_ unit: UInt16) -> Bool { unit >= 0xDC00 && unit < 0xE000 }

    // MARK: - UTF-8

    /// The UTF-8 encoding of `units`, a lone surrogate as U+FFFD (EF BF BD).
    static func utf8(_ units: [UInt16]) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = 0
        while index < units.count {
            let unit = units[index]
            var scalar = UInt32(unit)
            if isLead(unit), index + 1 < units.count, isTrail(units[index + 1]) {
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
                index += 2
            } else {
                if isLead(unit) || isTrail(unit) { scalar = 0xFFFD }
                index += 1
            }
            switch scalar {
            case 0..<0x80:
                bytes.append(UInt8(scalar))
            case 0x80..<0x800:
                bytes += [UInt8(0xC0 | (scalar >> 6)), UInt8(0x80 | (scalar & 0x3F))]
            case 0x800..<0x10000:
                bytes += [UInt8(0xE0 | (scalar >> 12)), UInt8(0x80 | ((scalar >> 6) & 0x3F)), UInt8(0x80 | (scalar & 0x3F))]
            default:
                bytes += [
                    UInt8(0xF0 | (scalar >> 18)), UInt8(0x80 | ((scalar >> 12) & 0x3F)), UInt8(0x80 | ((scalar >> 6) & 0x3F)),
                    UInt8(0x80 | (scalar & 0x3F)),
                ]
            }
        }
        return bytes
    }

    /// The UTF-8 length of `units[0..<offset]`; an offset inside a surrogate pair counts the bytes
    /// before the pair.
    static func utf8Offset(_ units: [UInt16], _ offset: Int) -> Int {
        let start = isInsidePair(units, offset) ? offset - 1 : offset
        return utf8(Array(units[0..<start])).count
    }

    static func isInsidePair(_ units: [UInt16], _ offset: Int) -> Bool {
        offset > 0 && offset < units.count && isLead(units[offset - 1]) && isTrail(units[offset])
    }

    static func isBetweenCRAndLF(_ units: [UInt16], _ offset: Int) -> Bool {
        offset > 0 && offset < units.count && units[offset - 1] == cr && units[offset] == lf
    }

    // MARK: - LSP (lines end at LF, CR LF, CR)

    /// The offsets where lines start: 0 and after every LF, CR LF and CR.
    static func lspLineStarts(_ units: [UInt16]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < units.count {
            if units[index] == cr && index + 1 < units.count && units[index + 1] == lf {
                starts.append(index + 2)
                index += 2
            } else {
                if units[index] == lf || units[index] == cr { starts.append(index + 1) }
                index += 1
            }
        }
        return starts
    }

    /// The units of each line without its terminator.
    static func lspContentLength(_ units: [UInt16], line: Int) -> Int {
        let starts = lspLineStarts(units)
        var end = line + 1 < starts.count ? starts[line + 1] - 1 : units.count
        if line + 1 < starts.count && end > starts[line] && units[end] == lf && units[end - 1] == cr { end -= 1 }
        return end - starts[line]
    }

    /// The position of `offset`, moved to a pair's start when inside one.
    static func lspPosition(_ units: [UInt16], _ offset: Int) -> LSPPosition {
        let at = isInsidePair(units, offset) ? offset - 1 : offset
        let starts = lspLineStarts(units)
        let line = starts.lastIndex { $0 <= at }!
        return LSPPosition(line: line, character: at - starts[line])
    }

    /// The offset of `position`, or the error the conversion must throw.
    static func lspOffset(_ units: [UInt16], _ position: LSPPosition) -> Result<Int, TextRangeError> {
        let starts = lspLineStarts(units)
        guard position.line >= 0, position.line < starts.count else {
            return .failure(.lineOutOfBounds(line: position.line, lineCount: starts.count))
        }
        let length = lspContentLength(units, line: position.line)
        let offset = starts[position.line] + position.character
        guard position.character >= 0, position.character <= length, !isInsidePair(units, offset) else {
            return .failure(.positionOutOfBounds(line: position.line, character: position.character, lineLength: length))
        }
        return .success(offset)
    }

    // MARK: - Tree-sitter (rows end at LF; columns in bytes)

    /// The byte offsets where rows start: 0 and after every LF.
    static func rowStarts(_ bytes: [UInt8]) -> [Int] {
        [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
    }

    static func point(_ bytes: [UInt8], byte: Int) -> TreeSitterPoint {
        let starts = rowStarts(bytes)
        let row = starts.lastIndex { $0 <= byte }!
        return TreeSitterPoint(row: row, column: byte - starts[row])
    }

    static func isContinuation(_ bytes: [UInt8], _ byte: Int) -> Bool {
        byte < bytes.count && bytes[byte] & 0xC0 == 0x80
    }

    /// The UTF-16 offset of `point`, or the error the conversion must throw.
    static func offset(_ units: [UInt16], _ point: TreeSitterPoint) -> Result<Int, TextRangeError> {
        let bytes = utf8(units)
        let starts = rowStarts(bytes)
        guard point.row >= 0, point.row < starts.count else {
            return .failure(.pointOutOfBounds(row: point.row, column: point.column, rowLength: 0))
        }
        let length = (point.row + 1 < starts.count ? starts[point.row + 1] - 1 : bytes.count) - starts[point.row]
        let byte = starts[point.row] + point.column
        guard point.column >= 0, point.column <= length, !isContinuation(bytes, byte) else {
            return .failure(.pointOutOfBounds(row: point.row, column: point.column, rowLength: length))
        }
        var offset = 0
        while utf8(Array(units[0..<offset])).count < byte || isInsidePair(units, offset) { offset += 1 }
        return .success(offset)
    }

    // MARK: - Random texts

    /// Pieces random texts are made of: every terminator, CR LF, astral characters, lone
    /// surrogates, and characters of 1, 2 and 3 UTF-8 bytes.
    static let pieces: [[UInt16]] = [
        [0x61], [0x62], [0x20], [0xE9], [0x20AC], [0x0A], [0x0D], [0x0D, 0x0A], [0x85], [0x2028], [0x2029],
        [0xD83D, 0xDE00], [0xD83D], [0xDE00], [0x09], [0x22], [0x5C], [0x01],
    ]

    static func randomText(_ random: inout SplitMix64, maxPieces: Int) -> [UInt16] {
        let count = Int.random(in: 0...maxPieces, using: &random)
        return (0..<count).flatMap { _ in pieces.randomElement(using: &random)! }
    }
}
