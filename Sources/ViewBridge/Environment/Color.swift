/// A color, headless: a name for a view to store and tests (or a REPL) to read back.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The color's name, e.g. `red`.
    public var name: String

    /// The color called `name`.
    public init(name: String) {
        self.name = name
    }

    public static let primary = Color(name: "primary")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let purple = Color(name: "purple")

    public var description: String { name }
}
