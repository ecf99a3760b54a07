import Foundation
import ViewBridge

/// The classic `SafariView` of SwiftUI bridging, as a controller representable: shows a URL in a
/// ``WebPageController`` and, through its coordinator (the controller's delegate), sets
/// `isPresented` to false when the user taps Done. A new URL is loaded into the same controller;
/// the tint follows the environment's `foregroundColor`.
public struct SafariView: ViewControllerRepresentable {
    /// The page to show.
    public var url: URL
    /// Set to false when the user taps Done.
    public var isPresented: Binding<Bool>?

    /// Shows `url`; `isPresented` is set to false when the user taps Done.
    public init(url: URL, isPresented: Binding<Bool>? = nil) {
        self.url = url
        self.isPresented = isPresented
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator(isPresented: isPresented)
    }

    public func makeViewController(context: Context) -> WebPageController {
        let controller = WebPageController(url: url)
        controller.delegate = context.coordinator
        return controller
    }

    public func updateViewController(_ controller: WebPageController, context: Context) {
        context.coordinator.isPresented = isPresented
        if controller.url != url { controller.load(url) }
        let tint = context.environment.foregroundColor
        if controller.preferredControlTintColor != tint { controller.preferredControlTintColor = tint }
    }

    /// Clears the delegate.
    public static func dismantleViewController(_ controller: WebPageController, coordinator: Coordinator) {
        if controller.delegate === coordinator { controller.delegate = nil }
    }

    /// The controller's delegate.
    public final class Coordinator: WebPageControllerDelegate {
        var isPresented: Binding<Bool>?

        init(isPresented: Binding<Bool>?) {
            self.isPresented = isPresented
        }

        public func webPageControllerDidFinish(_ controller: WebPageController) {
            isPresented?.wrappedValue = false
        }
    }
}
