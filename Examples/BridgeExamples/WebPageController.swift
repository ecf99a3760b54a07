import Foundation
import ViewBridge

/// A headless web page controller (the model of `SFSafariViewController`), the controller
/// ``SafariView`` wraps: it shows a URL and has a Done button.
public final class WebPageController {
    /// The page shown.
    public private(set) var url: URL
    /// Every URL loaded, oldest first (the initial one included).
    public private(set) var loadedURLs: [URL]
    /// The tint of the controls; nil for the default.
    public var preferredControlTintColor: Color?
    /// The delegate, held weakly.
    public weak var delegate: WebPageControllerDelegate?

    /// A controller showing `url`.
    public init(url: URL) {
        self.url = url
        loadedURLs = [url]
    }

    /// Shows another page.
    public func load(_ url: URL) {
        self.url = url
        loadedURLs.append(url)
    }

    /// The user taps Done: the delegate is told.
    public func tapDone() {
        delegate?.webPageControllerDidFinish(self)
    }

    /// Verifies the controller in debug builds (`TEXTENGINE_CHECKS`): the history holds at least
    /// the initial page and ends with the page shown. Traps on a violation; compiled to nothing in
    /// other builds. O(1).
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        precondition(!loadedURLs.isEmpty, "no page in the history")
        precondition(loadedURLs.last == url, "page shown is not the last one loaded")
        #endif
    }
}

/// The delegate of a ``WebPageController``.
public protocol WebPageControllerDelegate: AnyObject {
    /// The user tapped Done; the presenter should dismiss the controller.
    func webPageControllerDidFinish(_ controller: WebPageController)
}
