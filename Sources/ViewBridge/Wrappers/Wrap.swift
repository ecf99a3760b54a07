/// Any object wrapped inline, without writing a representable type.
///
/// ```swift
/// final class Spinner { var isSpinning = false }
///
/// Wrap(Spinner()) { spinner in spinner.isSpinning = isLoading }
/// ```
/// The object expression is an autoclosure evaluated once, by `makeView`; the updater runs on every
/// update, reading whatever state it needs (which makes the host depend on it).
public struct Wrap<Wrapped: AnyObject>: ViewRepresentable {
    public typealias ViewType = Wrapped
    public typealias Coordinator = Void
    /// Brings the object in line with state; given the context (environment, transaction).
    public typealias Updater = (Wrapped, RepresentableContext<Void>) -> Void

    private let makeWrapped: () -> Wrapped
    private let update: Updater

    /// Wraps the object `makeView` creates; `updater` runs on every update with the context.
    public init(_ makeView: @escaping @autoclosure () -> Wrapped, updater: @escaping Updater) {
        makeWrapped = makeView
        update = updater
    }

    /// Wraps the object `makeView` creates; `updater` runs on every update.
    public init(_ makeView: @escaping @autoclosure () -> Wrapped, updater: @escaping (Wrapped) -> Void) {
        makeWrapped = makeView
        update = { wrapped, _ in updater(wrapped) }
    }

    /// Wraps the object `makeView` creates, which never changes afterwards (a static view).
    public init(_ makeView: @escaping @autoclosure () -> Wrapped) {
        makeWrapped = makeView
        update = { _, _ in }
    }

    public func makeView(context: Context) -> Wrapped {
        makeWrapped()
    }

    public func updateView(_ view: Wrapped, context: Context) {
        update(view, context)
    }
}
