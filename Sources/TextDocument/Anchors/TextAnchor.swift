/// A position in a ``TextDocument`` that survives edits: made with
/// ``TextDocument/makeAnchor(at:bias:tracksDeletion:)``, read with
/// ``TextDocument/offset(of:)``. A small value (an identifier); the document keeps the position.
public struct TextAnchor: Hashable, Sendable {
    let id: UInt32
    let generation: UInt32
}
