// swift-tools-version: 6.2
import PackageDescription

/// An app target as Swift 6.2 creates one.
let mainActorApp: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

/// An app team's package as Swift 6.2 creates one: main-actor isolation by default, depending on the
/// checkout by path and using only public API. Kept apart from `Tests/UserPackage` because that package's
/// tests verify every registry class in their process, and this one declares the README's registries.
let package = Package(
    name: "AppPackage",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // Named, so the products resolve whatever the checkout's directory is called.
        .package(name: "DIToolkit", path: "../..")
    ],
    targets: [
        // The README's first use and its four examples, unchanged: its files are symbolic links to
        // Tests/MainActorAppTests, whose ReadmeCoverageTests check that they hold every README block.
        .testTarget(
            name: "MainActorReadmeTests",
            dependencies: [
                .product(name: "DIEffects", package: "DIToolkit"),
                .product(name: "DIReader", package: "DIToolkit"),
                .product(name: "DIRegistry", package: "DIToolkit"),
                .product(name: "DITesting", package: "DIToolkit"),
                .product(name: "DIWrappers", package: "DIToolkit"),
            ],
            swiftSettings: mainActorApp
        ),
        // The Getting started app shape, and its launch verification: `verify()` from a user's package.
        .target(
            name: "LaunchApp",
            dependencies: [.product(name: "DIWrappers", package: "DIToolkit")],
            swiftSettings: mainActorApp
        ),
        // A main-actor view model that sleeps on a TestClock with awaited work off the main actor between sleeps,
        // stepped by its tests: virtual time follows it whatever the machine's load.
        .testTarget(
            name: "VirtualTimeAppTests",
            dependencies: [
                .product(name: "DIEffects", package: "DIToolkit"),
                .product(name: "DITesting", package: "DIToolkit"),
            ],
            swiftSettings: mainActorApp
        ),
        // Swinject code ported: arguments, providers, optionals, with DIRegistry's `Lazy` in the same file.
        .testTarget(
            name: "SwinjectPortTests",
            dependencies: [
                .product(name: "DIRegistry", package: "DIToolkit"),
                .product(name: "DITesting", package: "DIToolkit"),
                .product(name: "DIWrappers", package: "DIToolkit"),
            ],
            swiftSettings: mainActorApp
        ),
        .testTarget(
            name: "LaunchVerificationTests",
            dependencies: [
                "LaunchApp", .product(name: "DIEffects", package: "DIToolkit"),
                .product(name: "DITesting", package: "DIToolkit"),
            ],
            swiftSettings: mainActorApp
        ),
        // Screens that carry their dependencies to what they open and call later, and a world prepared at launch.
        .target(
            name: "CarriedApp",
            dependencies: [
                .product(name: "DIEffects", package: "DIToolkit"), .product(name: "DIWrappers", package: "DIToolkit"),
            ],
            swiftSettings: mainActorApp
        ),
        .testTarget(
            name: "CarriedAppTests",
            dependencies: ["CarriedApp", .product(name: "DITesting", package: "DIToolkit")],
            swiftSettings: mainActorApp
        ),
        // A screen with its wiring, its previews (what a #Preview builds, in preview regions) and its tests.
        .target(
            name: "InboxApp",
            dependencies: [
                .product(name: "DIWrappers", package: "DIToolkit"), .product(name: "DIEffects", package: "DIToolkit"),
            ],
            swiftSettings: mainActorApp
        ),
        .target(
            name: "InboxPreviews",
            dependencies: ["InboxApp", .product(name: "DIEffects", package: "DIToolkit")],
            swiftSettings: mainActorApp
        ),
        // The previews' own state, and the rule that what a preview or a simulated launch builds stays with it.
        .testTarget(
            name: "InboxPreviewsTests",
            dependencies: [
                "InboxPreviews", .product(name: "DITesting", package: "DIToolkit"),
                .product(name: "DIWrappers", package: "DIToolkit"), .product(name: "DIEffects", package: "DIToolkit"),
            ],
            swiftSettings: mainActorApp
        ),
    ]
)
