import Foundation
import TextRope

// Saving through the storage: nothing is written without its atomic save, a failure keeps the
// buffer and says why, and a file changed on disk is overwritten only when the user says so.
extension Editor {
    func save(quitAfter: Bool, overwriting: Bool = false) {
        if isReadOnly {
            message = "Not saved: opened with --lossy, the buffer is read-only"
            return
        }
        guard let path else {
            ask(.saveAs(quitAfter: quitAfter), "Save as: ", text: "")
            return
        }
        do {
            let saved = try storage.save(
                view.textRope, to: path, replacing: file?.path == path ? file : nil, overwritingChanges: overwriting)
            file = saved
            lineEnding = saved.lineEnding
            isModified = false
            message = "Saved \(path): \(saved.byteCount) bytes, \(saved.lineEnding.label)"
            if quitAfter { hasQuit = true }
        } catch .changedOnDisk {
            ask(.overwrite(quitAfter: quitAfter), "Changed on disk. Overwrite? (y/n)")
        } catch {
            message = "Not saved: \(error)"
        }
    }
}
