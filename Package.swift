// swift-tools-version: 6.2
import PackageDescription

/// DIToolkit: four dependency-injection styles on one shared core.
///
/// Library modules never depend on each other except through `DICore` and `DIWiring`;
/// `DITesting` is the only module that links XCTest or Swift Testing.
let package = Package(
    name: "DIToolkit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
    products: [
        .library(name: "DICore", targets: ["DICore"]),
        // The wiring report, its renderers and the resolution trace, which every style re-exports.
        .library(name: "DIWiring", targets: ["DIWiring"]),
        .library(name: "DIReader", targets: ["DIReader"]),
        .library(name: "DIWrappers", targets: ["DIWrappers"]),
        .library(name: "DIRegistry", targets: ["DIRegistry"]),
        .library(name: "DIEffects", targets: ["DIEffects"]),
        .library(name: "DITesting", targets: ["DITesting"]),
        // SwiftUI previews built in their own region; Apple platforms only.
        .library(name: "DIPreviews", targets: ["DIPreviews"]),
        // The conformance contract, scenarios, runner and renderers: compare styles, yours and other libraries.
        .library(name: "DIConformance", targets: ["DIConformance"]),
    ],
    targets: [
        .target(name: "CDIAtomics"),
        // The Swift runtime's metadata-section layouts and calls that DIRegistry's registry discovery needs.
        .target(name: "CDIDiscovery"),
        .target(name: "DICore", dependencies: ["CDIAtomics"]),
        // What the styles' resolutions look like from outside: reports, renderers, the recorder and the trace.
        .target(name: "DIWiring", dependencies: ["DICore"]),
        .target(name: "DIReader", dependencies: ["DICore", "DIWiring"]),
        .target(name: "DIWrappers", dependencies: ["DICore", "DIWiring"]),
        .target(name: "DIRegistry", dependencies: ["DICore", "DIWiring", "CDIAtomics", "CDIDiscovery"]),
        .target(name: "DIEffects", dependencies: ["DICore", "DIWiring"]),
        .target(name: "DIPreviews", dependencies: ["DICore"]),
        // A constructor in CDITesting installs DITesting's test-runner hook when a test binary loads.
        .target(name: "CDITesting"),
        .target(
            name: "DITesting",
            dependencies: ["CDITesting", "DICore", "DIWiring", "DIReader", "DIWrappers", "DIRegistry", "DIEffects"]
        ),
        .target(
            name: "DIConformance",
            dependencies: ["DICore", "DIReader", "DIWrappers", "DIRegistry", "DIEffects"]
        ),
        // The example app of the documentation's "Debugging the wiring", whose graph `di-compare wiring` draws.
        .target(name: "ExampleApp", dependencies: ["DIWiring", "DIWrappers", "DIRegistry", "DIReader", "DIEffects"]),
        .executableTarget(name: "di-compare", dependencies: ["DIConformance", "ExampleApp"]),
        .target(name: "DocumentationChecks"),
        // DIWrappers only for the one error constructor it owns (`DIError.migrationDifference`), built by the tests
        // that go through every code.
        .testTarget(name: "DICoreTests", dependencies: ["DICore", "DIWrappers", "DocumentationChecks"]),
        .testTarget(
            name: "DIConformanceTests",
            dependencies: [
                "DIConformance", "DIReader", "DIWrappers", "DIRegistry", "DIEffects", "DITesting",
                "DocumentationChecks",
            ]
        ),
        // A user's side of DIConformance: a scenario and a fifth style written with its public API only
        // (no @testable import; DIConformance declares nothing `package`).
        .testTarget(name: "ConformanceUserTests", dependencies: ["DIConformance", "DocumentationChecks"]),
        .testTarget(
            name: "DITestingTests",
            dependencies: ["DITesting", "DIWrappers", "DIRegistry", "DIReader", "DIEffects"]
        ),
        .testTarget(name: "DIReaderTests", dependencies: ["DIReader", "DITesting", "DocumentationChecks"]),
        // The wiring report and the resolution trace across every style (issue 19).
        .testTarget(
            name: "WiringTests",
            dependencies: [
                "DIWiring", "DIWrappers", "DIRegistry", "DIReader", "DIEffects", "DITesting", "ExampleApp",
                "DocumentationChecks",
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "DIWrappersTests", dependencies: ["DIWrappers", "DIEffects", "DITesting", "DocumentationChecks"]),
        .testTarget(name: "DIRegistryTests", dependencies: ["DIRegistry", "DITesting", "DocumentationChecks"]),
        .testTarget(name: "DIEffectsTests", dependencies: ["DIEffects", "DITesting", "DocumentationChecks"]),
        // Hardening (issue 10): a child-process trap runner, two modules that both declare `Logger`,
        // the hardening suite, and user code checked with complete concurrency checking.
        .target(name: "HardeningFixturesA", path: "Tests/Fixtures/HardeningFixturesA"),
        .target(name: "HardeningFixturesB", path: "Tests/Fixtures/HardeningFixturesB"),
        .executableTarget(
            name: "di-trap-runner",
            dependencies: ["DIWrappers", "DIRegistry", "DIReader", "DIEffects"]
        ),
        .testTarget(
            name: "HardeningTests",
            dependencies: [
                "DITesting", "DIWrappers", "DIRegistry", "DIReader", "DIEffects",
                "HardeningFixturesA", "HardeningFixturesB", "di-trap-runner",
            ]
        ),
        // Swift 6 language mode (set for every target below) already means complete concurrency checking,
        // as errors; StrictConcurrency states that intent without `.unsafeFlags`, which dependents reject.
        .testTarget(
            name: "UserCodeTests",
            dependencies: ["DITesting", "DIWrappers", "DIRegistry", "DIReader", "DIEffects"],
            swiftSettings: [.enableUpcomingFeature("StrictConcurrency")]
        ),
        // An app target as Swift 6.2 creates one: main actor by default, approachable concurrency. It must use
        // every style as the README and the articles spell it, with no isolation escape hatch in its code.
        .testTarget(
            name: "MainActorAppTests",
            dependencies: [
                "DITesting", "DIWrappers", "DIRegistry", "DIReader", "DIEffects", "DocumentationChecks",
            ],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.swiftLanguageMode(.v6)]
}
