import CTextEngine
import TextDocument

/// The file's state: byte order mark, modification, line endings on disk and the conversion, size.
@_cdecl("te_file_get_info")
public func te_file_get_info(_ file: OpaquePointer?, _ out: UnsafeMutablePointer<te_file_info>?) -> te_status {
    CEntry.run(file, as: FileBox.self) { (box) throws(CFailure) in
        let file = box.file
        let info = te_file_info(
            has_byte_order_mark: file.hasByteOrderMark, is_modified: file.isModified,
            line_endings_on_disk: LineEndingCode.code(of: file.lineEndingsOnDisk),
            line_ending_conversion: LineEndingCode.code(of: file.lineEndingConversion),
            byte_count: file.snapshot.map { Int64($0.byteCount) } ?? -1)
        try COutput.store(info, out, "out_info")
    }
}

/// The file's path as UTF-8 plus a 0 byte.
@_cdecl("te_file_copy_path")
public func te_file_copy_path(
    _ file: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(file, as: FileBox.self) { (box) throws(CFailure) in try COutput.copy(box.file.path.utf8, buffer, capacity, outLength) }
}

/// Whether saving writes a byte order mark.
@_cdecl("te_file_set_byte_order_mark")
public func te_file_set_byte_order_mark(_ file: OpaquePointer?, _ byteOrderMark: Bool) -> te_status {
    CEntry.run(file, as: FileBox.self) { (box) throws(CFailure) in box.file.hasByteOrderMark = byteOrderMark }
}

/// The line ending saving converts every line break to, or none.
@_cdecl("te_file_set_line_ending_conversion")
public func te_file_set_line_ending_conversion(_ file: OpaquePointer?, _ lineEndings: Int32) -> te_status {
    CEntry.run(file, as: FileBox.self) { (box) throws(CFailure) in
        box.file.lineEndingConversion = try LineEndingCode.conversion(lineEndings)
    }
}

/// Saves atomically to `path` or the file's own path; refuses a file changed on disk unless forced.
@_cdecl("te_file_save")
public func te_file_save(_ file: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ flags: UInt32) -> te_status {
    CEntry.run(file, as: FileBox.self) { (box) throws(CFailure) in
        let target = try path.map { (path) throws(CFailure) in try CFileArguments.path(path) } ?? box.file.path
        try CFlags.check(flags, allowed: UInt32(TE_SAVE_FORCE))
        let force = flags & UInt32(TE_SAVE_FORCE) != 0
        _ = try CFileArguments.performing { () throws(TextFileError) in try box.file.save(to: target, force: force) }
    }
}

/// Reads the file again, as one remote change.
@_cdecl("te_file_reload")
public func te_file_reload(_ file: OpaquePointer?, _ flags: UInt32) -> te_status {
    CEntry.guarded(file, as: FileBox.self) { (box) throws(CFailure) in
        try CFlags.check(flags, allowed: UInt32(TE_LOAD_LOSSY))
        let decoding: TextFile.Decoding = flags & UInt32(TE_LOAD_LOSSY) != 0 ? .lossy : .strict
        try withExtendedLifetime(box.documentBox) { () throws(CFailure) in
            box.documentBox.enter()
            defer { box.documentBox.leave() }
            try CFileArguments.performing { () throws(TextFileError) in try box.file.reload(decoding: decoding) }
        }
    }
}

/// Whether the file on disk differs from what was last read or saved.
@_cdecl("te_file_changed_on_disk")
public func te_file_changed_on_disk(_ file: OpaquePointer?, _ outChanged: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.run(file, as: FileBox.self) { (box) throws(CFailure) in
        let out = try COutput.require(outChanged, "out_changed")
        out.pointee = try CFileArguments.performing { () throws(TextFileError) in try box.file.hasChangedOnDisk() }
    }
}
