import TextRope

/// Words: ICU 72's word break iterator (UAX #29, with dictionaries for Thai, Lao, Khmer, Burmese,
/// Chinese and Japanese). The text is cut into segments; a segment is a *word* when ICU's rule
/// status for it is not "none" (letters, numbers, kana, ideographs), so spaces and punctuation
/// are segments but not words. All offsets are UTF-16 code units; 0 and `utf16Count` are
/// boundaries.
extension TextRope {
    /// The greatest word boundary less than `offset`, or nil at 0. Raw ICU boundaries: the ends
    /// of words, of space runs and of punctuation alike.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    public func wordBoundary(before offset: Int) throws(TextRangeError) -> Int? {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.wordBoundary(before: offset) }
    }

    /// The least word boundary greater than `offset`, or nil at `utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    public func wordBoundary(after offset: Int) throws(TextRangeError) -> Int? {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.wordBoundary(after: offset) }
    }

    /// The word at `offset`: the segment containing the code unit at `offset`, or nil when that
    /// segment is not a word (spaces, punctuation) or the text is empty. On a boundary this is
    /// the segment that *starts* there (in "ab cd", 2 gives nil and 3 gives 3..<5); at
    /// `utf16Count` it is the last segment. For the word that ends at a caret, ask at
    /// `offset - 1`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + word length).
    public func wordRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int>? {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.wordRange(atUTF16: offset) }
    }

    /// Where word-left (and delete-word-backward) goes from `offset`: the start of the word
    /// holding the unit before `offset`, else of the nearest word before it, skipping spaces and
    /// punctuation; 0 if there is none. In "ab, cd", 6 and 5 give 4; 4 to 1 give 0.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + distance moved).
    public func wordStart(before offset: Int) throws(TextRangeError) -> Int {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.wordStart(before: offset) }
    }

    /// Where word-right (and delete-word-forward) goes from `offset`: the end of the word holding
    /// the unit at `offset`, else of the nearest word after it, skipping spaces and punctuation;
    /// `utf16Count` if there is none. In "ab, cd", 0 and 1 give 2; 2 and 4 give 6.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + distance moved).
    public func wordEnd(after offset: Int) throws(TextRangeError) -> Int {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.wordEnd(after: offset) }
    }
}
