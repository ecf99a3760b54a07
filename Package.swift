// swift-tools-version:6.0
import PackageDescription

// Debug builds of TextRope use tiny leaf and node capacities (see TextRope+Limits.swift), so that
// small test inputs already exercise splits, merges and chunk boundaries.
let package = Package(
    name: "TextEngine",
    products: [
        .library(name: "TextEngine", targets: ["TextRope", "TextBoundaries", "TextControls", "ViewBridge"]),
        .executable(name: "textfield-repl", targets: ["textfield-repl"]),
        .executable(name: "text-bench", targets: ["text-bench"]),
    ],
    targets: [
        .target(name: "TextRope"),
        .target(name: "TextBoundaries", dependencies: ["TextRope"]),
        .target(name: "TextControls", dependencies: ["TextRope", "TextBoundaries"]),
        .target(name: "ViewBridge", dependencies: ["TextControls"]),
        .executableTarget(name: "textfield-repl", dependencies: ["TextRope"]),
        .executableTarget(name: "text-bench", dependencies: ["TextRope"]),
        .testTarget(name: "TextRopeTests", dependencies: ["TextRope"]),
        .testTarget(name: "TextControlsTests", dependencies: ["TextControls", "TextBoundaries", "TextRope"]),
        .testTarget(name: "ViewBridgeTests", dependencies: ["ViewBridge", "TextControls"]),
    ],
    swiftLanguageModes: [.v6]
)
