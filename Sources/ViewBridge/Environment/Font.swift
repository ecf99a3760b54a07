/// A font, headless: a name and a point size for a view to store and tests to read back.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The family or text style name, e.g. `body` or `Menlo`.
    public var name: String
    /// The size in points.
    public var size: Double

    /// The font `name` at `size` points.
    public init(name: String, size: Double) {
        self.name = name
        self.size = size
    }

    /// The `body` text style, 17 points.
    public static let body = Font(name: "body", size: 17)
    /// The `headline` text style, 17 points.
    public static let headline = Font(name: "headline", size: 17)
    /// The `title` text style, 28 points.
    public static let title = Font(name: "title", size: 28)
    /// The `caption` text style, 12 points.
    public static let caption = Font(name: "caption", size: 12)

    /// The system font at `size` points.
    public static func system(size: Double) -> Font {
        Font(name: "system", size: size)
    }

    /// A named font at `size` points.
    public static func custom(_ name: String, size: Double) -> Font {
        Font(name: name, size: size)
    }

    /// The name and the size in points, e.g. `body 17.0`.
    public var description: String { "\(name) \(size)" }
}
