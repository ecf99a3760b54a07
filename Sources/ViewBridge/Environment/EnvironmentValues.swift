import TextControls

/// A key for a value in ``EnvironmentValues``, with the value used when nobody set one.
///
/// Custom keys work like SwiftUI's:
/// ```swift
/// struct MyFontKey: EnvironmentKey { static let defaultValue: Font? = nil }
/// extension EnvironmentValues {
///     var myFont: Font? { get { self[MyFontKey.self] } set { self[MyFontKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values a host hands down to its representable through ``RepresentableContext/environment``:
/// built-in ones (``isEnabled``, ``font``, ``foregroundColor``, ``focusScope``) and any custom
/// ``EnvironmentKey``. Change them on the host (``RepresentableHost/environment``) or for one
/// representable with modifiers (``ViewRepresentable/environment(_:_:)``, `disabled`, `font`…);
/// either makes the host update the view.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Default values for every key.
    public init() {}

    /// The value for `key`, or its default when none was set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Most hosts set nothing: no hashing and no dynamic cast then, on every update.
            if values.isEmpty { return Key.defaultValue }
            return values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether controls accept user interaction (`disabled(_:)` turns it off). Default true.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The font views use when they do not set their own. Default nil (the view's default).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The text color views use when they do not set their own. Default nil.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The focus scope (the "window") text wrappers create their controls in, so that controls
    /// under different hosts compete for first responder. Default nil: each control its own.
    public var focusScope: FocusScope? {
        get { self[FocusScopeKey.self] }
        set { self[FocusScopeKey.self] = newValue }
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct ForegroundColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

private struct FocusScopeKey: EnvironmentKey {
    static var defaultValue: FocusScope? { nil }
}
