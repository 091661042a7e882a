// swift-tools-version: 6.2
import PackageDescription

/// A package none of whose test targets links DITesting: `../reports.sh` proves that its tests pass and
/// DIToolkit's reports reach standard error as warnings.
let package = Package(
    name: "WithoutDITesting",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "DIToolkit", path: "../../..")
    ],
    targets: [
        .testTarget(
            name: "WithoutDITestingTests",
            dependencies: [.product(name: "DIEffects", package: "DIToolkit")]
        )
    ]
)
