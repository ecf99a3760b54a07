import CTextRopeSupport

extension TextRope {
    /// The text in `utf16Range` as a `String`; a lone surrogate (including half of a pair the
    /// range splits) becomes U+FFFD.
    /// - Throws: `TextRangeError` if the range is negative or ends past ``utf16Count``.
    /// - Complexity: O(log n + m) for a range of m units.
    public func string(utf16Range: Range<Int>) throws(TextRangeError) -> String {
        try makeString(validated(utf16Range))
    }

    // The text of `range` (valid), encoded as UTF-8 run by run straight into the string's storage
    // (the standard library's decoding of UTF-16 takes a generic path, some hundred times slower).
    func makeString(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        // The encoder's room: three bytes a unit, and five more.
        return String(unsafeUninitializedCapacity: 3 * range.count + 5) { buffer in
            guard let out = buffer.baseAddress else { return 0 }
            var state = textrope_utf8_state()
            var used = 0
            forEachRun(in: range) { run in
                guard let units = run.baseAddress else { return }
                used += textrope_utf8_encode(units, run.count, out + used, Int32(TEXTROPE_KEEP), &state)
            }
            return used + textrope_utf8_finish(out + used, Int32(TEXTROPE_KEEP), &state)
        }
    }

    /// The UTF-16 code units in `utf16Range`, exactly as stored.
    /// - Throws: `TextRangeError` if the range is negative or ends past ``utf16Count``.
    /// - Complexity: O(log n + m) for a range of m units.
    public func utf16CodeUnits(in utf16Range: Range<Int>) throws(TextRangeError) -> [UInt16] {
        try units(in: validated(utf16Range))
    }

    /// The code unit at a UTF-16 offset in `0..<utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0..<utf16Count`.
    /// - Complexity: O(log n); O(1) inside the chunk the last edit touched.
    public func utf16CodeUnit(at offset: Int) throws(TextRangeError) -> UInt16 {
        guard offset >= 0, offset < summary.utf16 else {
            throw .offsetOutOfBounds(offset: offset, unit: .utf16, limit: summary.utf16)
        }
        return unit(at: offset)
    }

    /// Copies the code units of `utf16Range` into `buffer`, as many as fit, without allocating;
    /// returns how many were copied. For small windows read on every keystroke.
    /// - Throws: `TextRangeError` if the range is negative or ends past ``utf16Count``.
    /// - Complexity: O(log n + m) for m units copied; O(m) inside the chunk the last edit touched
    ///   (a window around the caret).
    public func copyUTF16CodeUnits(in utf16Range: Range<Int>, into buffer: UnsafeMutableBufferPointer<UInt16>) throws(TextRangeError) -> Int {
        let range = try validated(utf16Range)
        return copyUnits(range.lowerBound..<(range.lowerBound + Swift.min(range.count, buffer.count)), to: buffer)
    }

    // Copies the units of `range` (valid, no longer than `buffer`) to the start of `buffer`,
    // initialized or not (the units are trivial); returns how many.
    private func copyUnits(_ range: Range<Int>, to buffer: UnsafeMutableBufferPointer<UInt16>) -> Int {
        var copied = 0
        forEachRun(in: range) { run in
            guard let source = run.baseAddress, let destination = buffer.baseAddress else { return }
            (destination + copied).initialize(from: source, count: run.count)
            copied += run.count
        }
        return copied
    }

    /// The units of `range` (valid) in a new array, copied straight into its storage.
    func units(in range: Range<Int>) -> [UInt16] {
        guard !range.isEmpty else { return [] }
        return [UInt16](unsafeUninitializedCapacity: range.count) { buffer, initialized in
            initialized = copyUnits(range, to: buffer)
        }
    }
}

extension String {
    /// The whole text of `rope`, lone surrogates read as U+FFFD. O(n).
    public init(_ rope: TextRope) {
        self = rope.makeString(0..<rope.utf16Count)
    }
}
