/// The constants an `int32_t` argument takes (`TE_GRANULARITY_*` and the like), numbered from 0
/// in the header's order: `values[code]` is what the constant of value `code` names.
struct CCodes<Value: Sendable>: Sendable {
    let values: [Value]
    // How messages name the argument and its constants.
    private let argument: String
    private let constants: String

    init(_ argument: String, _ constants: String, _ values: [Value]) {
        self.argument = argument
        self.constants = constants
        self.values = values
    }

    /// The value `code` names; TE_ERROR_INVALID_ARGUMENT for a number no constant has.
    func value(_ code: Int32) throws(CFailure) -> Value {
        guard code >= 0, Int(code) < values.count else {
            throw CFailure(.invalidArgument, "\(argument) \(code) is not a \(constants) value")
        }
        return values[Int(code)]
    }
}
