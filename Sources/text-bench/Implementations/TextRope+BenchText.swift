import TextRope

// The rope's own API; an invalid offset gives -1, which the row's check then reports.
extension TextRope: BenchText {
    static func load(utf8File path: String) throws -> TextRope {
        try TextRope(contentsOfFile: path)
    }

    static func converter(_ conversion: Conversion, on rope: TextRope) -> ((Int) -> Int)? {
        switch conversion {
        case .utf16ToScalar: return { offset in (try? rope.unicodeScalarOffset(forUTF16Offset: offset)) ?? -1 }
        case .scalarToUTF16: return { offset in (try? rope.utf16Offset(forUnicodeScalarOffset: offset)) ?? -1 }
        case .utf16ToUTF8: return { offset in (try? rope.utf8Offset(forUTF16Offset: offset)) ?? -1 }
        case .utf8ToUTF16: return { offset in (try? rope.utf16Offset(forUTF8Offset: offset)) ?? -1 }
        case .utf16ToLine: return { offset in (try? rope.line(containingUTF16Offset: offset)) ?? -1 }
        }
    }
}
