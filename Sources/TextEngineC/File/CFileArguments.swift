import CTextEngine
import TextDocument

/// The checks the file functions share: paths (NUL-terminated, well-formed UTF-8, not empty) and the translation of a ``TextFileError`` into a status and a message.
enum CFileArguments {
    /// The arguments of a function making a file handle, checked in the order of the error rule:
    /// `path` and `out_file` not NULL, the path's encoding, then the flags and the path's value.
    static func checked(
        _ path: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?, flags: UInt32, allowed: UInt32
    ) throws(CFailure) -> (path: String, out: UnsafeMutablePointer<OpaquePointer?>) {
        guard path != nil else { throw .null("path") }
        let out = try COutput.require(out, "out_file")
        let path = try self.path(path)
        try CFlags.check(flags, allowed: allowed)
        return (path, out)
    }

    /// A path argument: NUL-terminated, well-formed UTF-8, not empty.
    static func path(_ path: UnsafePointer<CChar>?) throws(CFailure) -> String {
        let path = try CText.string(utf8: path, Int64(TE_NUL_TERMINATED), "path")
        guard !path.isEmpty else { throw CFailure(.invalidArgument, "path is empty") }
        return path
    }

    /// Runs a read or a save, turning its ``TextFileError`` into a failure whose reason is the
    /// error's description (the path and the system's reason).
    static func performing<Value>(_ body: () throws(TextFileError) -> Value) throws(CFailure) -> Value {
        do throws(TextFileError) {
            return try body()
        } catch {
            throw CFailure(status(of: error), error.description)
        }
    }

    private static func status(of error: TextFileError) -> Status {
        switch error {
        case .invalidPath: return .invalidArgument
        case .invalidUTF8: return .invalidUTF8
        case .changedOnDisk: return .changedOnDisk
        case .cannotOpen, .cannotRead, .notARegularFile, .cannotFollowLinks, .cannotCreateTemporaryFile, .cannotWrite,
            .cannotReplace:
            return .io
        }
    }
}
