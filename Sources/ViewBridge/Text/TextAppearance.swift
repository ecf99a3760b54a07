/// The font and color a text wrapper applied to its control. The headless models have neither,
/// so the wrapper's coordinator keeps them (a platform view would set `font` and `textColor`):
/// tests and a REPL read them back to see that a change reached the view without remaking it.
public struct TextAppearance: Hashable, Sendable, CustomStringConvertible {
    /// The font applied; nil for the control's default.
    public var font: Font?
    /// The text color applied; nil for the control's default.
    public var foregroundColor: Color?

    /// An appearance with `font` and `foregroundColor` (nil: the control's default).
    public init(font: Font? = nil, foregroundColor: Color? = nil) {
        self.font = font
        self.foregroundColor = foregroundColor
    }

    public var description: String {
        "font \(font.map { "\($0)" } ?? "default") color \(foregroundColor.map { "\($0)" } ?? "default")"
    }
}

/// The font text wrappers use before the environment's ``EnvironmentValues/font``: a custom
/// environment key, the usual way for a bridge to pass a font (SwiftUI's `Font` cannot be turned
/// into a `UIFont`).
struct TextFieldFontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

extension EnvironmentValues {
    /// The font text wrappers apply, before ``font``; set it with
    /// ``ViewRepresentable/textFieldFont(_:)``. Default nil.
    public var textFieldFont: Font? {
        get { self[TextFieldFontKey.self] }
        set { self[TextFieldFontKey.self] = newValue }
    }

    /// The appearance a text wrapper applies: its own settings first, then ``textFieldFont`` and
    /// ``font``, then ``foregroundColor``.
    func textAppearance(font: Font?, foregroundColor: Color?) -> TextAppearance {
        TextAppearance(font: font ?? textFieldFont ?? self.font, foregroundColor: foregroundColor ?? self.foregroundColor)
    }
}

extension ViewRepresentable {
    /// Sets the font text wrappers apply (the custom key ``EnvironmentValues/textFieldFont``).
    public func textFieldFont(_ font: Font?) -> ModifiedRepresentable<Self> {
        environment(\.textFieldFont, font)
    }
}
