/// The committed lines of `--live`, recalled with Up and Down like a shell's history. The line
/// being edited when recall starts is kept as a draft and comes back after the newest entry.
struct LineHistory {
    private(set) var entries: [String] = []
    private var index = 0
    private var draft = ""

    /// Records a committed line (not an empty one, nor a repeat of the last) and ends recall.
    mutating func add(_ line: String) {
        if !line.isEmpty && entries.last != line { entries.append(line) }
        index = entries.count
        draft = ""
    }

    /// The entry before the one shown, given the text being edited; nil at the oldest.
    mutating func previous(editing current: String) -> String? {
        guard index > 0 else { return nil }
        if index == entries.count { draft = current }
        index -= 1
        return entries[index]
    }

    /// The entry after the one shown (the draft after the newest); nil when not recalling.
    mutating func next() -> String? {
        guard index < entries.count else { return nil }
        index += 1
        return index == entries.count ? draft : entries[index]
    }
}
