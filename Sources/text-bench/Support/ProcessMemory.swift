import Foundation

// Resident memory of this process, from /proc/self/status (Linux).
enum ProcessMemory {
    /// Current resident set size (VmRSS), in bytes.
    static func resident() -> Int { statusField("VmRSS:") }

    /// Peak resident set size since start or since the last ``resetPeak()`` (VmHWM), in bytes.
    static func peak() -> Int { statusField("VmHWM:") }

    /// Lowers the peak to the current resident size; false if the kernel does not allow it, in
    /// which case the peak keeps counting from the start of the process.
    @discardableResult
    static func resetPeak() -> Bool {
        // "5" resets VmHWM (Linux 4.0+, proc(5)).
        FileManager.default.fileExists(atPath: "/proc/self/clear_refs")
            && (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
    }

    private static func statusField(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
            let kilobytes = Int(line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }
}
