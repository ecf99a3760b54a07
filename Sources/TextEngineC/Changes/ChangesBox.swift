import CTextEngine
import TextDocument
import TextRope

/// The box behind a `te_changes *`: a change set being built (replacements added one at a time,
/// checked as `ChangeSet` checks them) or one lent to a change handler, which is read-only.
final class ChangesBox: HandleBox {
    let lengthBefore: Int
    /// Whether the box is lent to a change handler for the duration of its call.
    let isLent: Bool
    // Unchecked: changed only by te_changes_add_*, which runs no callback.
    @exclusivity(unchecked) private(set) var replacements: [ChangeSet.Replacement]
    @exclusivity(unchecked) private(set) var lengthAfter: Int
    // The range added last, replacements of nothing by nothing included (the next one must not
    // start before it, as `ChangeSet` requires).
    @exclusivity(unchecked) private var lastRange: Range<Int>?
    @exclusivity(unchecked) private var built: ChangeSet?

    init(_ changes: ChangeSet, lent: Bool = false) {
        lengthBefore = changes.lengthBefore
        lengthAfter = changes.lengthAfter
        replacements = changes.replacements
        lastRange = replacements.last?.range
        built = changes
        isLent = lent
        super.init(kind: .changes)
    }

    override class func accepts(_ kind: HandleKind) -> Bool { kind == .changes }
    override class var parameterName: String { "changes" }

    /// The change set. O(1), or O(k) after additions.
    var changes: ChangeSet {
        if let built { return built }
        let changes = ChangeSet(unchecked: replacements, lengthBefore: lengthBefore, lengthAfter: lengthAfter)
        built = changes
        return changes
    }

    /// Adds a replacement of `(location, length)` with `text`, checked as `ChangeSet` checks
    /// its replacements (in the text, not starting before the previous one). O(1) amortised.
    func add(_ location: Int64, _ length: Int64, _ text: ReplacementText) throws(CFailure) {
        guard !isLent else { throw CFailure(.invalidArgument, "changes is lent to a change handler (read-only)") }
        let range = try CFailure.ranged { () throws(TextRangeError) in
            let range = try TextRangeError.checkedRange(location: Int(location), length: Int(length), textLength: lengthBefore)
            // The previous range against the new one: ChangeSet's own checks and messages.
            let previous = lastRange.map { [ChangeSet.Replacement(range: $0, text: .empty)] } ?? []
            _ = try ChangeSet(lengthBefore: lengthBefore, replacements: previous + [ChangeSet.Replacement(range: range, text: text)])
            return range
        }
        lastRange = range
        guard !range.isEmpty || !text.isEmpty else { return }
        replacements.append(ChangeSet.Replacement(range: range, text: text))
        lengthAfter += text.utf16Count - range.count
        built = nil
    }

    /// Replacement `index`, checked against the count.
    func replacement(_ index: Int64) throws(CFailure) -> ChangeSet.Replacement {
        guard index >= 0, index < replacements.count else {
            throw CFailure(.range, "replacement index \(index) is out of bounds for \(replacements.count) replacements")
        }
        return replacements[Int(index)]
    }
}

/// A new change set changing nothing in a text of `length_before` units.
@_cdecl("te_changes_new")
public func te_changes_new(_ lengthBefore: Int64, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    CEntry.create(out, named: "out_changes", #function, checking: {}) { () throws(CFailure) in
        guard lengthBefore >= 0 else { throw CFailure(.invalidArgument, "length_before \(lengthBefore) is negative") }
        return ChangesBox(.identity(length: Int(lengthBefore)))
    }
}

/// A copy of a change set. O(k).
@_cdecl("te_changes_clone")
public func te_changes_clone(_ changes: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    CEntry.derive(changes, as: ChangesBox.self, out, "out_changes") { box in ChangesBox(box.changes) }
}

/// Frees a change set; NULL is ignored, and so (recorded as an error) is one lent to a handler.
@_cdecl("te_changes_free")
public func te_changes_free(_ changes: OpaquePointer?) {
    guard changes != nil, let box = CEntry.box(changes, as: ChangesBox.self) else { return }
    guard !box.isLent else {
        _ = CEntry.recordWithoutHandle(CFailure(.invalidArgument, "changes is lent to a change handler (not freed)"), in: #function)
        return
    }
    Unmanaged.passUnretained(box).release()
}

/// The change set's last error message.
@_cdecl("te_changes_error")
public func te_changes_error(_ changes: OpaquePointer?) -> UnsafePointer<CChar> {
    CEntry.message(changes, as: ChangesBox.self)
}

/// Adds a replacement with UTF-8 text.
@_cdecl("te_changes_add_utf8")
public func te_changes_add_utf8(
    _ changes: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64
) -> te_status {
    CEntry.run(changes, as: ChangesBox.self) { (box) throws(CFailure) in
        try box.add(location, length, try ReplacementText(.utf8(utf8, byteCount)))
    }
}

/// Adds a replacement with UTF-16 text, kept exactly.
@_cdecl("te_changes_add_utf16")
public func te_changes_add_utf16(
    _ changes: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64
) -> te_status {
    CEntry.run(changes, as: ChangesBox.self) { (box) throws(CFailure) in
        try box.add(location, length, try ReplacementText(.utf16(utf16, unitCount)))
    }
}

/// The number of replacements. O(1).
@_cdecl("te_changes_count")
public func te_changes_count(_ changes: OpaquePointer?) -> Int64 {
    CEntry.read(changes, as: ChangesBox.self, fallback: -1) { Int64($0.replacements.count) }
}

/// The length of the text before the change. O(1).
@_cdecl("te_changes_length_before")
public func te_changes_length_before(_ changes: OpaquePointer?) -> Int64 {
    CEntry.read(changes, as: ChangesBox.self, fallback: -1) { Int64($0.lengthBefore) }
}

/// The length of the text after the change. O(1).
@_cdecl("te_changes_length_after")
public func te_changes_length_after(_ changes: OpaquePointer?) -> Int64 {
    CEntry.read(changes, as: ChangesBox.self, fallback: -1) { Int64($0.lengthAfter) }
}
