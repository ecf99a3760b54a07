// swift-tools-version:6.0
import PackageDescription

// Debug builds of TextRope use tiny leaf and node capacities (see TextRope+Limits.swift), so that
// small test inputs already exercise splits, merges and chunk boundaries.
let package = Package(
    name: "TextEngine",
    products: [
        .library(name: "TextEngine", targets: ["TextRope"]),
        .executable(name: "textfield-repl", targets: ["textfield-repl"]),
        .executable(name: "text-bench", targets: ["text-bench"]),
    ],
    targets: [
        .target(name: "TextRope"),
        .executableTarget(name: "textfield-repl", dependencies: ["TextRope"]),
        .executableTarget(name: "text-bench", dependencies: ["TextRope"]),
        .testTarget(name: "TextRopeTests", dependencies: ["TextRope"]),
    ],
    swiftLanguageModes: [.v6]
)
