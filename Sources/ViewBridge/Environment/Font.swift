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

    public static let body = Font(name: "body", size: 17)
    public static let headline = Font(name: "headline", size: 17)
    public static let title = Font(name: "title", size: 28)
    public static let caption = Font(name: "caption", size: 12)

    /// The system font at `size` points.
    public static func system(size: Double) -> Font {
        Font(name: "system", size: size)
    }

    /// A named font at `size` points.
    public static func custom(_ name: String, size: Double) -> Font {
        Font(name: name, size: size)
    }

    public var description: String { "\(name) \(size)" }
}
