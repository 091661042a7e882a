// swift-tools-version: 6.2
import PackageDescription

/// Two copies of DIToolkit in one process, from a package outside DIToolkit that depends on the checkout by path
/// and uses only public API. `PluginCopy` is a dynamic library with its own copy of DIToolkit inside, as a
/// preview's dylib or an app linked beside its tests would be; `copy-checker` and the tests link DIToolkit
/// themselves and `dlopen` it. `run.sh` proves that the second copy is reported (DI016, naming both images), as a
/// failure of the running test under DITesting, and that a process with one copy reports nothing.
let package = Package(
    name: "SecondCopyPackage",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "PluginCopy", type: .dynamic, targets: ["PluginCopy"])
    ],
    dependencies: [
        .package(name: "DIToolkit", path: "../..")
    ],
    targets: [
        .target(
            name: "Greeting",
            dependencies: [
                .product(name: "DIWrappers", package: "DIToolkit"), .product(name: "DIRegistry", package: "DIToolkit"),
                .product(name: "DIEffects", package: "DIToolkit"),
            ]
        ),
        .target(name: "PluginCopy", dependencies: ["Greeting"]),
        .executableTarget(name: "copy-checker", dependencies: ["Greeting"]),
        .testTarget(
            name: "SecondCopyTests",
            dependencies: ["Greeting", .product(name: "DITesting", package: "DIToolkit")]
        ),
    ]
)
