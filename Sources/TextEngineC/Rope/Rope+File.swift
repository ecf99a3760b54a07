import CTextEngine
import TextRope

/// A new rope holding a UTF-8 file. O(n).
@_cdecl("te_rope_new_file")
public func te_rope_new_file(_ path: UnsafePointer<CChar>?, _ lossy: Bool, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    RopeBox.create(out, #function, checking: { () throws(CFailure) in
        guard let path else { throw .null("path") }
        return path
    }) { (path) throws(CFailure) in
        do throws(TextLoadError) {
            return try TextRope(contentsOfFile: String(cString: path), lossy: lossy)
        } catch {
            switch error {
            case .invalidUTF8: throw CFailure(.invalidUTF8, "\(error)")
            case .cannotRead: throw CFailure(.io, "\(error)")
            }
        }
    }
}
