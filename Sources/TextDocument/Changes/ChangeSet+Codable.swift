import TextRope

/// A change set is written as `{"lengthBefore":N,"replacements":[{"location":L,"length":N,
/// "text":"…"}]}`, ranges in UTF-16 code units. A replacement whose text holds a lone surrogate
/// (which a JSON string cannot carry exactly) is written with `"utf16":[55357,…]`, its code units,
/// instead of `"text"`.
///
/// Decoding checks what ``ChangeSet/init(lengthBefore:replacements:)`` checks, in the same order
/// (a length that is not negative, ranges in bounds, sorted and disjoint), and fails with
/// `DecodingError.dataCorrupted` whose debug description is the `TextRangeError`'s description,
/// e.g. `range {2,2} overlaps range {1,2}`; no change set is made then. O(k + m) for k
/// replacements inserting m units.
extension ChangeSet: Codable {
    private enum CodingKeys: String, CodingKey {
        case lengthBefore, replacements
    }

    private enum ReplacementKeys: String, CodingKey {
        case location, length, text, utf16
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lengthBefore, forKey: .lengthBefore)
        var list = container.nestedUnkeyedContainer(forKey: .replacements)
        try forEachReplacement { replacement in
            var entry = list.nestedContainer(keyedBy: ReplacementKeys.self)
            try entry.encode(replacement.range.lowerBound, forKey: .location)
            try entry.encode(replacement.range.count, forKey: .length)
            if replacement.text.isValidUnicode {
                try entry.encode(replacement.text.string, forKey: .text)
            } else {
                try entry.encode(replacement.text.utf16CodeUnits, forKey: .utf16)
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let lengthBefore = try container.decode(Int.self, forKey: .lengthBefore)
        try Self.validating(codingPath: container.codingPath + [CodingKeys.lengthBefore]) { () throws(TextRangeError) in
            try Self.checkLength(lengthBefore)
        }
        var list = try container.nestedUnkeyedContainer(forKey: .replacements)
        var replacements: [Replacement] = []
        var previous: Range<Int>?
        while !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: ReplacementKeys.self)
            let location = try entry.decode(Int.self, forKey: .location)
            let length = try entry.decode(Int.self, forKey: .length)
            let text = try Self.decodeText(entry)
            // Checked entry by entry as the initializer checks them, so that the first rule broken
            // is the one it would name; a range cannot even be formed before its bounds are checked.
            let range = try Self.validating(codingPath: entry.codingPath) { () throws(TextRangeError) in
                let range = try TextRangeError.checkedRange(location: location, length: length, textLength: lengthBefore)
                try Self.checkOrder(range, after: previous)
                return range
            }
            previous = range
            replacements.append(Replacement(range: range, text: text))
        }
        self = try Self.validating(codingPath: container.codingPath) { () throws(TextRangeError) in
            try ChangeSet(lengthBefore: lengthBefore, replacements: replacements)
        }
    }

    private static func decodeText(_ entry: KeyedDecodingContainer<ReplacementKeys>) throws -> ReplacementText {
        switch (entry.contains(.text), entry.contains(.utf16)) {
        case (true, false):
            return ReplacementText(try entry.decode(String.self, forKey: .text))
        case (false, true):
            return ReplacementText(utf16CodeUnits: try entry.decode([UInt16].self, forKey: .utf16))
        case (true, true):
            throw DecodingError.dataCorrupted(
                .init(codingPath: entry.codingPath, debugDescription: "a replacement has both \"text\" and \"utf16\""))
        case (false, false):
            throw DecodingError.keyNotFound(
                ReplacementKeys.text,
                .init(codingPath: entry.codingPath, debugDescription: "a replacement has neither \"text\" nor \"utf16\""))
        }
    }

    // Runs `body`, turning its range error into the decoding error of corrupted data at `codingPath`.
    private static func validating<T>(codingPath: [any CodingKey], _ body: () throws(TextRangeError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: error.description))
        }
    }
}
