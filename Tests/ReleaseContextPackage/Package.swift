// swift-tools-version: 6.2
import PackageDescription

/// A shipped app's side of context detection (issue 31): a sign-in service bound per context the Getting started
/// way, built with `-c release` and launched with the arguments and environment values that switched the context.
/// `run.sh` proves that none of them hands out a test or preview value in release, that the same app built in debug
/// still honours them, that an app which calls `LaunchEnvironment.trust()` honours them in release, and that
/// `swift test -c release` of a target linking DITesting still runs in the test context.
let package = Package(
    name: "ReleaseContextPackage",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // Named, so the products resolve whatever the checkout's directory is called.
        .package(name: "DIToolkit", path: "../..")
    ],
    targets: [
        // The app's wiring: one value per context in three styles, and the line each launch prints.
        .target(
            name: "SignIn",
            dependencies: [
                .product(name: "DIEffects", package: "DIToolkit"),
                .product(name: "DIReader", package: "DIToolkit"),
                .product(name: "DIWrappers", package: "DIToolkit"),
            ],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        // The shipped app.
        .executableTarget(name: "ctxapp", dependencies: ["SignIn"], swiftSettings: [.defaultIsolation(MainActor.self)]),
        // A UI-testing build of the same app: it trusts its launch environment, first thing at launch.
        .executableTarget(
            name: "ctxapp-uitesting", dependencies: ["SignIn"], swiftSettings: [.defaultIsolation(MainActor.self)]),
        // The same opt-in made after the first dependency was read: reported, and changes nothing.
        .executableTarget(
            name: "ctxapp-late-trust", dependencies: ["SignIn"], swiftSettings: [.defaultIsolation(MainActor.self)]),
        .testTarget(
            name: "SignInTests",
            dependencies: ["SignIn", .product(name: "DITesting", package: "DIToolkit")],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
    ]
)
