/// A headless activity indicator (the model of `UIActivityIndicatorView`): an object with no
/// representable type of its own, for ViewBridge's `Wrap` to wrap inline.
public final class ActivityIndicator {
    /// Whether the indicator spins.
    public private(set) var isAnimating = false
    /// Whether a stopped indicator hides. Default true.
    public var hidesWhenStopped = true
    /// How many times ``startAnimating()`` actually started it (calls while spinning do nothing).
    public private(set) var startCount = 0

    /// A stopped indicator.
    public init() {}

    /// Whether the indicator is hidden: stopped while ``hidesWhenStopped``.
    public var isHidden: Bool { hidesWhenStopped && !isAnimating }

    /// Starts spinning.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        startCount += 1
    }

    /// Stops spinning.
    public func stopAnimating() {
        isAnimating = false
    }

    /// Verifies the indicator in debug builds (`TEXTENGINE_CHECKS`): the start count is not
    /// negative, and a spinning indicator has been started at least once. Traps on a violation;
    /// compiled to nothing in other builds. O(1).
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        precondition(startCount >= 0, "negative start count")
        precondition(!isAnimating || startCount > 0, "spinning without having been started")
        #endif
    }
}
