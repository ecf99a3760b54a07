import TextDocument

/// The translation of a ``SearchError`` into a status and a message: a refused pattern or
/// template, or ICU giving up, is TE_ERROR_PATTERN; a search past its time limit TE_ERROR_TIMEOUT;
/// a range outside the text TE_ERROR_RANGE.
enum CSearchFailure {
    static func searching<Value>(_ body: () throws(SearchError) -> Value) throws(CFailure) -> Value {
        do throws(SearchError) {
            return try body()
        } catch {
            switch error {
            case .invalidPattern, .invalidTemplate, .matchFailed: throw CFailure(.pattern, error.description)
            case .timedOut: throw CFailure(.timeout, error.description)
            case .range(let rangeError): throw CFailure(rangeError)
            }
        }
    }
}
