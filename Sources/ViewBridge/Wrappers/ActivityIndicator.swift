/// A headless activity indicator (the model of `UIActivityIndicatorView`), the seed's example for
/// ``Wrap``.
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
}
