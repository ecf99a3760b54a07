/// One edit in UTF-16 code units: replace `length` units at `location` with `replacement`.
public struct UTF16Edit: Hashable, Sendable {
    /// Where the edit starts, as a UTF-16 offset into the text it applies to.
    public var location: Int
    /// How many UTF-16 code units it removes.
    public var length: Int
    /// The UTF-16 code units it inserts in their place.
    public var replacement: [UInt16]

    /// An edit replacing `length` UTF-16 units at `location` with `replacement`.
    public init(location: Int, length: Int, replacement: [UInt16]) {
        self.location = location
        self.length = length
        self.replacement = replacement
    }
}
