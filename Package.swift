// swift-tools-version:6.0
import PackageDescription

// TEXTENGINE_CHECKS (on in debug builds; `make fuzz` turns it on for its release build) compiles
// the `checkInvariants()` bodies and gives TextRope tiny leaf and node capacities (see
// TextRope+Limits.swift), so that small inputs already exercise splits, merges and chunk
// boundaries.
//
// CICU is a plain C target: its public header declares only its own opaque types, so ICU's headers
// (which clash with Foundation's private ICU copy, and rename every entry point) never reach Swift.
//
// EditingTraces (editing-trace loading and replay, shared by text-bench and its tests) is not part
// of the TextEngine product. It reads the gzip-compressed traces through CZlib, a system library
// over Debian's zlib1g-dev.
//
// CTextRopeSupport is a header-only Clang module with what TextRope needs from C: a prefetch hint, an
// inline test of a node's reference count, the vectorised counting of runs of units, and UTF-8
// decoding and encoding (which TextDocument's files use too). CTextDocumentSupport is
// TextDocument's: the vectorised byte and unit kernels of files and search.
//
// ConsoleSupport (raw terminal, key decoding, unbuffered output, the quoted-string lexer) is shared
// by textfield-repl's --live mode and scripts and by text-edit. EditorCore is text-edit's editor
// (everything but its `main`), a library so that FuzzTargets can drive it; neither is in a product.
//
// BridgeExamples (Examples/BridgeExamples) holds the demo representables of ViewBridge's articles:
// `SafariView` (a controller representable over a headless web page controller) and the activity
// indicator that `Wrap` wraps. It is built and tested (BridgeExamplesTests) but in no product.
//
// TextTestSupport and ICUTestSupport hold what tests and fuzzers check against; neither is in a
// product. TextTestSupport needs only TextRope, so the rope's tests link neither ICU nor the
// controls: the plain model of a text (ReferenceText), the hard pieces random texts are built from
// (HardText), reads around an offset (NearbyReads), UTF-8 and XXH64 written out plainly.
// ICUTestSupport has the oracles over a flat copy of the text that need ICU or TextBoundaries'
// types: FlatICU, FlatSearch, ReferenceWidth, ReferenceLines. FuzzTargets (the libFuzzer targets,
// replayed by FuzzRegressionTests) builds on both. ProcessTestSupport finds and runs the built
// executables (`textfield-repl`, `text-bench`, `text-edit`) for the tests that drive them.
//
// TranscriptVocabulary is how what a control did is written as text (quoted strings, `{location,length}`
// ranges, delegate calls, edits): the REPL prints it, the control tests' recorder and the field
// fuzzer's records use it. It ships inside textfield-repl, so it depends on nothing test-only.
//
// SeededRandom (SplitMix64) is the one seeded generator of the randomised tests, text-bench and the
// REPL demo; it is not part of any product.
//
// TextEngineC is the C ABI (libTextEngineC.so, `@_cdecl` functions) of the hand-written header
// include/textengine.h, which CTextEngine presents to Swift as a Clang module: the implementation
// uses the header's own structs and callback types, and tests and text-bench call the exported C
// entry points through it.
let package = Package(
    name: "TextEngine",
    products: [
        .library(name: "TextEngine", targets: ["TextRope", "TextBoundaries", "TextDocument", "TextControls", "ViewBridge"]),
        .library(name: "TextEngineC", type: .dynamic, targets: ["TextEngineC"]),
        .executable(name: "textfield-repl", targets: ["textfield-repl"]),
        .executable(name: "text-bench", targets: ["text-bench"]),
        .executable(name: "text-edit", targets: ["text-edit"]),
    ],
    targets: [
        .systemLibrary(name: "CTextRopeSupport"),
        .target(name: "TextRope", dependencies: ["CTextRopeSupport"]),
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
        .target(name: "TextBoundaries", dependencies: ["TextRope", "CICU"]),
        .systemLibrary(name: "CTextDocumentSupport"),
        .target(name: "TextDocument", dependencies: ["TextRope", "CTextRopeSupport", "TextBoundaries", "CICU", "CTextDocumentSupport"]),
        .target(name: "TextControls", dependencies: ["TextDocument", "TextRope", "TextBoundaries"]),
        .target(name: "ViewBridge", dependencies: ["TextControls"]),
        .target(name: "BridgeExamples", dependencies: ["ViewBridge"], path: "Examples/BridgeExamples"),
        .systemLibrary(name: "CTextEngine"),
        .target(name: "TextEngineC", dependencies: ["CTextEngine", "TextRope", "TextBoundaries", "TextDocument", "TextControls"]),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "EditingTraces", dependencies: ["TextRope", "CZlib"]),
        .target(name: "SeededRandom"),
        .target(name: "ConsoleSupport"),
        .target(name: "TranscriptVocabulary", dependencies: ["TextControls"]),
        .executableTarget(
            name: "textfield-repl", dependencies: ["TextControls", "ViewBridge", "SeededRandom", "ConsoleSupport", "TranscriptVocabulary"]),
        .target(
            name: "EditorCore",
            dependencies: ["TextControls", "TextDocument", "TextBoundaries", "TextRope", "CICU", "ConsoleSupport", "SeededRandom"]),
        .executableTarget(name: "text-edit", dependencies: ["EditorCore", "ConsoleSupport"]),
        .executableTarget(
            name: "text-bench",
            dependencies: [
                "TextRope", "TextBoundaries", "TextControls", "TextDocument", "ViewBridge", "CICU", "EditingTraces", "CTextEngine",
                "TextEngineC", "SeededRandom",
            ]),
        .target(name: "TextTestSupport", dependencies: ["TextRope"]),
        .target(name: "ICUTestSupport", dependencies: ["TextBoundaries", "CICU"]),
        .target(name: "ProcessTestSupport"),
        .target(
            name: "FuzzTargets",
            dependencies: [
                "TextRope", "CICU", "TextBoundaries", "TextDocument", "TextControls", "CTextEngine", "TextEngineC", "EditorCore",
                "ConsoleSupport", "TextTestSupport", "ICUTestSupport", "TranscriptVocabulary",
            ]),
        .testTarget(name: "TextRopeTests", dependencies: ["TextRope", "CTextRopeSupport", "SeededRandom", "TextTestSupport"]),
        .testTarget(
            name: "TextBoundariesTests",
            dependencies: ["TextBoundaries", "TextRope", "CICU", "SeededRandom", "TextTestSupport", "ICUTestSupport"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzTargets"]),
        .testTarget(
            name: "TextDocumentTests",
            dependencies: [
                "TextDocument", "TextRope", "CTextRopeSupport", "TextBoundaries", "CICU", "CTextDocumentSupport", "SeededRandom",
                "TextTestSupport", "ICUTestSupport",
            ]),
        .testTarget(name: "TextControlsTests", dependencies: ["TextControls", "TextBoundaries", "TextRope", "SeededRandom", "TranscriptVocabulary"]),
        .testTarget(name: "ViewBridgeTests", dependencies: ["ViewBridge", "TextControls", "SeededRandom"]),
        .testTarget(name: "BridgeExamplesTests", dependencies: ["BridgeExamples", "ViewBridge"]),
        .testTarget(name: "EditingTracesTests", dependencies: ["EditingTraces", "TextRope"]),
        .testTarget(name: "TextEngineCTests", dependencies: ["TextEngineC", "CTextEngine", "TextRope", "TextDocument", "TextControls", "SeededRandom"]),
        // Runs the built `textfield-repl` (found next to the test bundle) on Fixtures/repl scripts
        // and through a pseudo-terminal; the dependency only makes SwiftPM build it first.
        .testTarget(name: "ReplTests", dependencies: ["textfield-repl", "ProcessTestSupport"]),
        // Runs the built `text-bench` the same way, on one small trace.
        .testTarget(name: "TextBenchTests", dependencies: ["text-bench", "ProcessTestSupport"]),
        // Runs the built `text-edit` headless on Fixtures/edit key files and on a pseudo-terminal;
        // tests the editor's layout and display width on EditorCore directly.
        .testTarget(
            name: "TextEditTests",
            dependencies: ["text-edit", "EditorCore", "TextDocument", "TextRope", "TextBoundaries", "SeededRandom", "ProcessTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// `text-fuzz` (libFuzzer entry points) exists only for `make fuzz`, which sets TEXTENGINE_FUZZ and
// builds it with `--sanitize fuzzer --sanitize address`: libFuzzer supplies its `main`.
if Context.environment["TEXTENGINE_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "text-fuzz", dependencies: ["FuzzTargets"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.define("TEXTENGINE_CHECKS", .when(configuration: .debug))]
}
