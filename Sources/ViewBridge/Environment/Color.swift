/// A color, headless: a name for a view to store and tests (or a REPL) to read back.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The color's name, e.g. `red`.
    public var name: String

    /// The color called `name`.
    public init(name: String) {
        self.name = name
    }

    /// The color named `primary`.
    public static let primary = Color(name: "primary")
    /// The color named `black`.
    public static let black = Color(name: "black")
    /// The color named `white`.
    public static let white = Color(name: "white")
    /// The color named `gray`.
    public static let gray = Color(name: "gray")
    /// The color named `red`.
    public static let red = Color(name: "red")
    /// The color named `orange`.
    public static let orange = Color(name: "orange")
    /// The color named `yellow`.
    public static let yellow = Color(name: "yellow")
    /// The color named `green`.
    public static let green = Color(name: "green")
    /// The color named `blue`.
    public static let blue = Color(name: "blue")
    /// The color named `purple`.
    public static let purple = Color(name: "purple")

    /// The name.
    public var description: String { name }
}
