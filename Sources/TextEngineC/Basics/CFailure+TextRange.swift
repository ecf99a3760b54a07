import TextRope

extension CFailure {
    /// A range, offset or line outside the text: TE_ERROR_RANGE with the error's description,
    /// e.g. `range {9,2} is out of bounds for length 3`.
    @inline(never)
    init(_ error: TextRangeError) {
        self.init(.range, error.description)
    }

    /// Runs `body`, turning a `TextRangeError` into TE_ERROR_RANGE.
    @inline(__always)
    static func ranged<Value>(_ body: () throws(TextRangeError) -> Value) throws(CFailure) -> Value {
        do {
            return try body()
        } catch {
            throw CFailure(error)
        }
    }
}
