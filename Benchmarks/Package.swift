// swift-tools-version: 6.1
import PackageDescription

/// DIToolkit's benchmarks: every style against Swinject, swift-dependencies and hand-written baselines, and virtual
/// time against swift-clocks, in one run, and the behaviour matrix with Swinject and swift-dependencies as columns.
///
/// A separate package so the library itself keeps no dependencies. Run them with
/// `swift run -c release --package-path Benchmarks di-bench` and `… di-compare-peers`.
let package = Package(
    name: "DIToolkitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "DIToolkit", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", exact: "1.4.3"),
    ],
    targets: [
        .executableTarget(
            name: "di-bench",
            dependencies: [
                .product(name: "DICore", package: "DIToolkit"),
                .product(name: "DIWrappers", package: "DIToolkit"),
                .product(name: "DIReader", package: "DIToolkit"),
                .product(name: "DIRegistry", package: "DIToolkit"),
                .product(name: "DIEffects", package: "DIToolkit"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // di-bench's rows with targets, their baselines and Swinject's singleton, with fixed operation counts, for
        // callgrind.
        .executableTarget(
            name: "di-instructions",
            dependencies: [
                .product(name: "DIWrappers", package: "DIToolkit"),
                .product(name: "DIRegistry", package: "DIToolkit"),
                .product(name: "DIEffects", package: "DIToolkit"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The behaviour matrix with the peers as columns: DIConformance's public API plus two adapters.
        .executableTarget(
            name: "di-compare-peers",
            dependencies: [
                .product(name: "DIConformance", package: "DIToolkit"),
                // DIToolkit's live / test / preview context, which the peers' adapters mirror in the peer's own.
                .product(name: "DICore", package: "DIToolkit"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
