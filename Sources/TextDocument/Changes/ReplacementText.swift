import TextRope

/// The text a ``ChangeSet/Replacement`` inserts: UTF-16 code units, kept exactly (lone
/// surrogates included), held as a `String` when it came as one so that a keystroke's change
/// allocates nothing, and as a rope when it came as one (a file read into a document).
///
/// Two values are equal when their UTF-16 code units are (not by `String`'s canonical
/// equivalence: "é" and "e\u{301}" differ here, as they do in the text).
public struct ReplacementText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Storage: Sendable {
        case string(String)
        case units([UInt16])
        // Boxed: a rope inline would make every replacement (and every keystroke's change set)
        // several times larger to copy.
        indirect case rope(TextRope)
    }

    let storage: Storage
    /// The number of UTF-16 code units. O(1).
    public let utf16Count: Int

    /// The UTF-16 encoding of `string`. O(length of `string`).
    public init(_ string: String) {
        storage = .string(string)
        utf16Count = string.utf16.count
    }

    /// Exactly `units`, lone surrogates included. O(1).
    public init(utf16CodeUnits units: [UInt16]) {
        storage = .units(units)
        utf16Count = units.count
    }

    /// Exactly the code units of `rope`. O(1): replacing a whole text with it takes the rope
    /// itself; inserting it into another text copies its units.
    public init(_ rope: TextRope) {
        storage = .rope(rope)
        utf16Count = rope.utf16Count
    }

    /// `value`; see ``init(_:)-(String)``.
    public init(stringLiteral value: String) { self.init(value) }

    /// No text.
    public static let empty = ReplacementText("")

    /// Whether there is no text. O(1).
    public var isEmpty: Bool { utf16Count == 0 }

    /// The text as UTF-16 code units. O(n).
    public var utf16CodeUnits: [UInt16] {
        switch storage {
        case .string(let string): return Array(string.utf16)
        case .units(let units): return units
        case .rope(let rope): return rope.allUnits
        }
    }

    /// The text as a `String`; a lone surrogate reads as U+FFFD. O(n).
    public var string: String {
        switch storage {
        case .string(let string): return string
        case .units(let units): return String(decoding: units, as: UTF16.self)
        case .rope(let rope): return String(rope)
        }
    }

    /// Whether the text holds no lone surrogate, so that ``string`` is exact. O(n).
    public var isValidUnicode: Bool {
        switch storage {
        case .string: return true
        case .units(let units): return !UTF16.hasLoneSurrogate(units)
        case .rope(let rope): return !UTF16.hasLoneSurrogate(rope.allUnits)
        }
    }

    public var description: String { string }

    /// Calls `body` with the code units, contiguous. O(1) for units, O(n) at most for a string.
    func withUTF16<R>(_ body: (UnsafeBufferPointer<UInt16>) -> R) -> R {
        switch storage {
        case .units(let units):
            return units.withUnsafeBufferPointer(body)
        case .string(let string):
            if let result = string.utf16.withContiguousStorageIfAvailable(body) { return result }
            return Array(string.utf16).withUnsafeBufferPointer(body)
        case .rope(let rope):
            return rope.allUnits.withUnsafeBufferPointer(body)
        }
    }

    /// Replaces `range` of `rope` with this text. The range must fit the rope.
    func replace(_ range: Range<Int>, in rope: inout TextRope) {
        switch storage {
        case .string(let string): try? rope.replace(utf16Range: range, with: string)
        case .units(let units): try? rope.replace(utf16Range: range, with: units)
        case .rope(let text):
            if range == 0..<rope.utf16Count {
                rope = text
            } else {
                try? rope.replace(utf16Range: range, with: text.allUnits)
            }
        }
    }

    public static func == (lhs: ReplacementText, rhs: ReplacementText) -> Bool {
        guard lhs.utf16Count == rhs.utf16Count else { return false }
        switch (lhs.storage, rhs.storage) {
        case (.string(let a), .string(let b)): return a.utf16.elementsEqual(b.utf16)
        case (.units(let a), .units(let b)): return a == b
        case (.string(let a), .units(let b)), (.units(let b), .string(let a)): return a.utf16.elementsEqual(b)
        case (.rope(let a), .rope(let b)): return a == b
        default: return lhs.utf16CodeUnits == rhs.utf16CodeUnits
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(utf16Count)
        switch storage {
        case .string(let string): for unit in string.utf16 { hasher.combine(unit) }
        case .units(let units): for unit in units { hasher.combine(unit) }
        case .rope(let rope):
            for chunk in rope.chunks {
                for unit in chunk.utf16CodeUnits { hasher.combine(unit) }
            }
        }
    }
}

extension TextRope {
    /// Every code unit, in one array. O(n).
    var allUnits: [UInt16] { (try? utf16CodeUnits(in: 0..<utf16Count)) ?? [] }
}

extension UTF16 {
    /// Whether `units` hold a surrogate that is not half of a pair. O(n).
    static func hasLoneSurrogate(_ units: [UInt16]) -> Bool {
        var index = 0
        while index < units.count {
            let unit = units[index]
            if isLeadSurrogate(unit) {
                guard index + 1 < units.count, isTrailSurrogate(units[index + 1]) else { return true }
                index += 2
            } else {
                if isTrailSurrogate(unit) { return true }
                index += 1
            }
        }
        return false
    }
}
