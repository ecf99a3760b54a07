import TextControls

extension Quoting {
    /// An applied edit: its source, then each range with its new text, e.g. `typing {3,0} "a"` or
    /// `undo {0,1} "" {11,1} ""` (the REPL prints it after `edit `). O(ranges + text).
    public static func edit(_ edit: TextEdit) -> String {
        let parts = zip(edit.ranges, edit.replacements).map { "\(range($0)) \(quoted($1))" }
        return "\(edit.source.rawValue) \(parts.joined(separator: " "))"
    }
}
