// swift-tools-version: 6.2
import PackageDescription

/// An app team's package as Swift 6.2 creates one: main-actor isolation by default, depending on the
/// checkout by path and using only public API. Kept apart from `Tests/UserPackage` because that package's
/// tests verify every registry class in their process, and this one declares the README's registries.
let package = Package(
    name: "AppPackage",
    platforms: [.macOS(.v13), .iOS(.v16)],
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
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        )
    ]
)
