// swift-tools-version: 6.2
import PackageDescription

/// A command-line tool shaped like a swift-dependencies code base moved onto DIWrappers: three library modules of
/// struct-of-closure clients, each shipping its own values beside its definition, a feature module that reads them
/// through function-local `@Inject`, and ArgumentParser's `@main` whose launch wiring runs before options are parsed.
/// It depends on the checkout by path and uses only public API.
let package = Package(
    name: "CLIPackage",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so the products resolve whatever the checkout's directory is called.
        .package(name: "DIToolkit", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Each client module declares a live value; the file system and the logger also a test value, the feed a
        // preview value and no test value, so a test that reaches it is failed with DI010.
        .target(name: "FileSystemClient", dependencies: [.product(name: "DIWrappers", package: "DIToolkit")]),
        .target(name: "LoggingClient", dependencies: [.product(name: "DIWrappers", package: "DIToolkit")]),
        .target(name: "FeedClient", dependencies: [.product(name: "DIWrappers", package: "DIToolkit")]),
        .target(
            name: "Digests",
            dependencies: [
                "FeedClient", "FileSystemClient", "LoggingClient", .product(name: "DIWrappers", package: "DIToolkit"),
            ]
        ),
        .executableTarget(
            name: "feeds",
            dependencies: [
                "Digests", "LoggingClient", .product(name: "DIWrappers", package: "DIToolkit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "DigestsTests",
            dependencies: [
                "Digests", "FeedClient", "FileSystemClient", "LoggingClient",
                .product(name: "DITesting", package: "DIToolkit"), .product(name: "DIWrappers", package: "DIToolkit"),
            ]
        ),
    ]
)
