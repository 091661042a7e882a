// swift-tools-version: 6.2
import PackageDescription

/// A user's package outside DIToolkit's own targets: it depends on the checkout by path and uses
/// only public API (and, in one test, DICore's `@_spi(Testing)` test hook, as a user's test would), so `run.sh`
/// proves what a new user gets (access control, spellings, and tests that fail loudly) rather than what
/// fixtures inside the modules see.
let package = Package(
    name: "UserPackage",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // Named, so the products resolve whatever the checkout's directory is called.
        .package(name: "DIToolkit", path: "../..")
    ],
    targets: [
        .target(
            name: "UserApp",
            dependencies: [
                .product(name: "DIEffects", package: "DIToolkit"),
                .product(name: "DIRegistry", package: "DIToolkit"),
                .product(name: "DIWrappers", package: "DIToolkit"),
            ]
        ),
        .testTarget(
            name: "UserAppTests",
            dependencies: ["UserApp", .product(name: "DITesting", package: "DIToolkit")]
        ),
        // Does not link DITesting: shows what a report does in a target that forgot it (reports.sh).
        .testTarget(name: "NoDITestingTests", dependencies: ["UserApp"]),
    ]
)
