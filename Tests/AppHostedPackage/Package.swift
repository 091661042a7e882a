// swift-tools-version: 6.2
import PackageDescription

/// What an app team meets when its tests run inside the app (Xcode's "Host Application"), from a package outside
/// DIToolkit that depends on the checkout by path and uses only public API. `run.sh` proves three things:
/// the app's launch code runs in the test process before any test, a trap ends every test running at that moment,
/// and one test binary holds every test target of the package.
let package = Package(
    name: "AppHostedPackage",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // Named, so the products resolve whatever the checkout's directory is called.
        .package(name: "DIToolkit", path: "../..")
    ],
    targets: [
        .target(name: "HostedApp", dependencies: [.product(name: "DIWrappers", package: "DIToolkit")]),
        // Stands in for the host application: it runs the app's launch code when the test binary loads, before
        // any test, as an app-hosted test target runs the app's `init()` before its tests.
        .target(name: "HostAppLaunch"),
        .testTarget(
            name: "GreetingTests",
            dependencies: ["HostedApp", "HostAppLaunch", .product(name: "DITesting", package: "DIToolkit")]
        ),
        .testTarget(
            name: "ProfileTests",
            dependencies: ["HostedApp", .product(name: "DITesting", package: "DIToolkit")]
        ),
    ]
)
