// swift-tools-version:6.0
import PackageDescription

// Debug builds of TextRope use tiny leaf and node capacities (see TextRope+Limits.swift), so that
// small test inputs already exercise splits, merges and chunk boundaries.
//
// EditingTraces (editing-trace loading and replay, shared by text-bench and its tests) is not part
// of the TextEngine product. It reads the gzip-compressed traces through CZlib, a system library
// over Debian's zlib1g-dev.
let package = Package(
    name: "TextEngine",
    products: [
        .library(name: "TextEngine", targets: ["TextRope", "TextBoundaries", "TextControls"]),
        .executable(name: "textfield-repl", targets: ["textfield-repl"]),
        .executable(name: "text-bench", targets: ["text-bench"]),
    ],
    targets: [
        .target(name: "TextRope"),
        .target(name: "TextBoundaries", dependencies: ["TextRope"]),
        .target(name: "TextControls", dependencies: ["TextRope", "TextBoundaries"]),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "EditingTraces", dependencies: ["TextRope", "CZlib"]),
        .executableTarget(name: "textfield-repl", dependencies: ["TextControls"]),
        .executableTarget(name: "text-bench", dependencies: ["TextRope", "EditingTraces"]),
        .testTarget(name: "TextRopeTests", dependencies: ["TextRope"]),
        .testTarget(name: "TextControlsTests", dependencies: ["TextControls", "TextBoundaries", "TextRope"]),
        .testTarget(name: "EditingTracesTests", dependencies: ["EditingTraces", "TextRope"]),
        // Runs the built `textfield-repl` (found next to the test bundle) on Fixtures/repl scripts
        // and through a pseudo-terminal; the dependency only makes SwiftPM build it first.
        .testTarget(name: "ReplTests", dependencies: ["textfield-repl"]),
    ],
    swiftLanguageModes: [.v6]
)
