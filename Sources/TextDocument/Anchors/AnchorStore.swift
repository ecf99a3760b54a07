// TEMPORARY naive store (O(k) per change), replaced by the offset tree.
struct AnchorStore {
    private struct Entry {
        var offset: Int
        var bias: AnchorBias
        var tracksDeletion: Bool
        var isDeleted: Bool
        var generation: UInt32
        var live: Bool
    }
    private var entries: [Entry] = []
    private var free: [UInt32] = []
    private(set) var count = 0

    mutating func insert(offset: Int, bias: AnchorBias, tracksDeletion: Bool) -> TextAnchor {
        if let id = free.popLast() {
            let generation = entries[Int(id)].generation &+ 1
            entries[Int(id)] = Entry(offset: offset, bias: bias, tracksDeletion: tracksDeletion, isDeleted: false, generation: generation, live: true)
            count += 1
            return TextAnchor(id: id, generation: generation)
        }
        entries.append(Entry(offset: offset, bias: bias, tracksDeletion: tracksDeletion, isDeleted: false, generation: 0, live: true))
        count += 1
        return TextAnchor(id: UInt32(entries.count - 1), generation: 0)
    }

    private func entry(_ anchor: TextAnchor) -> Entry? {
        guard Int(anchor.id) < entries.count else { return nil }
        let entry = entries[Int(anchor.id)]
        return entry.live && entry.generation == anchor.generation ? entry : nil
    }

    func offset(of anchor: TextAnchor) -> Int? { entry(anchor)?.offset }
    func isDeleted(_ anchor: TextAnchor) -> Bool { entry(anchor)?.isDeleted ?? false }

    @discardableResult
    mutating func remove(_ anchor: TextAnchor) -> Bool {
        guard entry(anchor) != nil else { return false }
        entries[Int(anchor.id)].live = false
        free.append(anchor.id)
        count -= 1
        return true
    }

    mutating func apply(_ changes: ChangeSet) {
        guard count > 0 else { return }
        for i in entries.indices where entries[i].live {
            guard let mapped = try? changes.mapTracking(entries[i].offset, bias: entries[i].bias) else { continue }
            entries[i].offset = mapped.offset
            if entries[i].tracksDeletion && mapped.isDeleted { entries[i].isDeleted = true }
        }
    }

    func checkInvariants(textLength: Int) {}
}
