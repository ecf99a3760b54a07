// swift-tools-version:6.0
import PackageDescription

// Debug builds of TextRope use tiny leaf and node capacities (see TextRope+Limits.swift), so that
// small test inputs already exercise splits, merges and chunk boundaries.
//
// CICU is a plain C target: its public header declares only its own opaque types, so ICU's headers
// (which clash with Foundation's private ICU copy, and rename every entry point) never reach Swift.
let package = Package(
    name: "TextEngine",
    products: [
        .library(name: "TextEngine", targets: ["TextRope", "TextBoundaries"]),
        .executable(name: "textfield-repl", targets: ["textfield-repl"]),
        .executable(name: "text-bench", targets: ["text-bench"]),
    ],
    targets: [
        .target(name: "TextRope"),
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
        .target(name: "TextBoundaries", dependencies: ["TextRope", "CICU"]),
        .executableTarget(name: "textfield-repl", dependencies: ["TextRope"]),
        .executableTarget(name: "text-bench", dependencies: ["TextRope"]),
        .testTarget(name: "TextRopeTests", dependencies: ["TextRope"]),
        .testTarget(name: "TextBoundariesTests", dependencies: ["TextBoundaries", "TextRope", "CICU"]),
    ],
    swiftLanguageModes: [.v6]
)
