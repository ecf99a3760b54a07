/// The values of a ``DecorationSet``, by sequence number. The slot of a removed decoration is
/// empty (its value released at once) until the set renumbers its decorations.
@usableFromInline
final class DecorationValues<Value> {
    // Read once per query result: no dynamic exclusivity checks (the table is used from one
    // thread, by its set, and no access is held across a call that could reach it).
    @usableFromInline @exclusivity(unchecked) var storage: UnsafeMutablePointer<Value>
    /// The number of slots.
    @exclusivity(unchecked) private(set) var capacity: Int
    /// A bit per slot, set while it holds a value.
    @exclusivity(unchecked) private var occupied: [UInt64]
    /// The number of values held.
    @exclusivity(unchecked) private(set) var count = 0

    /// A table of `capacity` empty slots.
    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        occupied = Array(repeating: 0, count: (capacity + 63) / 64)
    }

    deinit {
        for word in occupied.indices where occupied[word] != 0 {
            for bit in 0..<64 where occupied[word] & 1 << bit != 0 { (storage + word * 64 + bit).deinitialize(count: 1) }
        }
        storage.deallocate()
    }

    /// The value in slot `slot`, which must hold one.
    @inlinable
    subscript(slot: Int) -> Value { storage[slot] }

    /// Puts `value` in the empty slot `slot`.
    func put(_ value: Value, at slot: Int) {
        (storage + slot).initialize(to: value)
        occupied[slot / 64] |= 1 << (slot % 64)
        count += 1
    }

    /// Releases the value in slot `slot`.
    func release(_ slot: Int) {
        (storage + slot).deinitialize(count: 1)
        occupied[slot / 64] &= ~(1 << (slot % 64))
        count -= 1
    }

    /// Moves the value in slot `slot` to the empty slot `newSlot` of `other`.
    func move(_ slot: Int, to newSlot: Int, in other: DecorationValues) {
        (other.storage + newSlot).moveInitialize(from: storage + slot, count: 1)
        occupied[slot / 64] &= ~(1 << (slot % 64))
        count -= 1
        other.occupied[newSlot / 64] |= 1 << (newSlot % 64)
        other.count += 1
    }

    /// Whether slot `slot` holds a value.
    func isOccupied(_ slot: Int) -> Bool {
        occupied[slot / 64] & 1 << (slot % 64) != 0
    }
}
