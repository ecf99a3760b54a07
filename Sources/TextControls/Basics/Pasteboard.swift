/// A pasteboard that `copy`, `cut` and `paste()` use, like `UIPasteboard`. Controls share
/// ``general`` unless given their own.
public final class Pasteboard {
    /// The string on the pasteboard, if any.
    public var string: String?

    /// A pasteboard of its own, holding `string`.
    public init(string: String? = nil) { self.string = string }

    /// The pasteboard controls use by default. Like `UIPasteboard.general`, it is global state:
    /// use it from one thread.
    nonisolated(unsafe) public static let general = Pasteboard()
}
