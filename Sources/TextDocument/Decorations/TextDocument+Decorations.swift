/// A decoration set of any value type, as a document maps them.
protocol AnyDecorationSet: AnyObject {
    func follow(_ changes: ChangeSet)
}

extension DecorationSet: AnyDecorationSet {
    func follow(_ changes: ChangeSet) { try? map(through: changes) }
}

struct WeakDecorationSet {
    weak var set: AnyDecorationSet?
}

extension TextDocument {
    /// A new empty decoration set that every change to the document maps, for as long as the
    /// caller keeps it (the document holds it weakly). O(s) for the s sets the document maps.
    public func makeDecorationSet<Value>(of type: Value.Type = Value.self) -> DecorationSet<Value> {
        let set = DecorationSet<Value>(length: utf16Count)
        decorationSets.removeAll { $0.set == nil }
        decorationSets.append(WeakDecorationSet(set: set))
        return set
    }

    /// Stops mapping `set` through the document's changes. O(s) for the s sets the document maps.
    public func removeDecorationSet<Value>(_ set: DecorationSet<Value>) {
        decorationSets.removeAll { $0.set == nil || $0.set === set }
    }

    func mapDecorations(through changes: ChangeSet) {
        for entry in decorationSets { entry.set?.follow(changes) }
    }
}
