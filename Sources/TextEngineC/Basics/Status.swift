import CTextEngine

/// The `te_status` codes of textengine.h, with the same values (tests compare them).
enum Status: Int32, CaseIterable {
    case ok = 0
    case nullHandle = 1
    case wrongHandle = 2
    case nullPointer = 3
    case invalidArgument = 4
    case range = 5
    case invalidUTF8 = 6
    case invalidUTF16 = 7
    case bufferTooSmall = 8
    case io = 9
    case noEdit = 10
    case changedOnDisk = 11
    case pattern = 12
    case timeout = 13

    /// The constant's name in the header, as `te_status_name` returns it.
    var name: String {
        switch self {
        case .ok: return "TE_OK"
        case .nullHandle: return "TE_ERROR_NULL_HANDLE"
        case .wrongHandle: return "TE_ERROR_WRONG_HANDLE"
        case .nullPointer: return "TE_ERROR_NULL_POINTER"
        case .invalidArgument: return "TE_ERROR_INVALID_ARGUMENT"
        case .range: return "TE_ERROR_RANGE"
        case .invalidUTF8: return "TE_ERROR_INVALID_UTF8"
        case .invalidUTF16: return "TE_ERROR_INVALID_UTF16"
        case .bufferTooSmall: return "TE_ERROR_BUFFER_TOO_SMALL"
        case .io: return "TE_ERROR_IO"
        case .noEdit: return "TE_ERROR_NO_EDIT"
        case .changedOnDisk: return "TE_ERROR_CHANGED_ON_DISK"
        case .pattern: return "TE_ERROR_PATTERN"
        case .timeout: return "TE_ERROR_TIMEOUT"
        }
    }

    // Names as C strings that live as long as the process.
    nonisolated(unsafe) static let cNames: [UnsafePointer<CChar>] = allCases.map { CString.immortal($0.name) }
}

/// Why a C entry point failed: the status it returns and the reason its message gives.
struct CFailure: Error {
    let status: Status
    let reason: String

    init(_ status: Status, _ reason: String) {
        self.status = status
        self.reason = reason
    }

    static func null(_ what: String) -> CFailure { CFailure(.nullPointer, "\(what) is NULL") }
}

/// `TE_ABI_VERSION` of this build.
@_cdecl("te_abi_version")
public func te_abi_version() -> Int32 { 3 }

/// The constant's name; NULL for a value that is no status.
@_cdecl("te_status_name")
public func te_status_name(_ status: te_status) -> UnsafePointer<CChar>? {
    Status(rawValue: status).map { Status.cNames[Int($0.rawValue)] }
}
