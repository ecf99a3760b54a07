import XCTest
@testable import ViewBridge

/// A host for what `body` makes, mounted, with the view the mount made (a test failure where it
/// made none).
func mountedHost<Content: ViewRepresentable>(
    environment: EnvironmentValues = EnvironmentValues(), file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping () -> Content
) throws -> (RepresentableHost<Content>, Content.ViewType) {
    let host = RepresentableHost(environment: environment, body)
    host.mount()
    return (host, try XCTUnwrap(host.view, file: file, line: line))
}
