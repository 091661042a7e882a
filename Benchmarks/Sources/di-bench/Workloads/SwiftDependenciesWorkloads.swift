import Dependencies

/// swift-dependencies 1.17.1: reading a `@Dependency` property, live and under `withDependencies`.
enum SwiftDependenciesWorkloads {
    static let label = "swift-dependencies @Dependency"

    static func make() -> [Workload] {
        let reader = opaque(ServiceReader())
        let readLive: @Sendable (Int) -> Void = { operations in
            for _ in 0..<operations { blackHole(reader.service) }
        }
        let replacement = Service(identifier: 1)
        precondition(reader.service.identifier == 0, "swift-dependencies did not use the live value")
        return [
            Workload(.dependencyRead, label, .peer, readLive),
            Workload(.dependencyReadOverridden, label, .peer) { operations in
                withDependencies {
                    $0.benchmarkService = replacement
                } operation: {
                    let overridden = ServiceReader()
                    precondition(overridden.service === replacement, "withDependencies did not apply")
                    for _ in 0..<operations { blackHole(overridden.service) }
                }
            },
            Workload(.singletonOneThread, label, .peer, body: .parallel(threads: 1, readLive)),
            Workload(.singletonTwoThreads, label, .peer, body: .parallel(threads: 2, readLive)),
        ]
    }
}

/// A model that declares its dependency the swift-dependencies way.
private struct ServiceReader: Sendable {
    @Dependency(\.benchmarkService) var service
}

private enum BenchmarkServiceKey: DependencyKey {
    static let liveValue = Service()
}

extension DependencyValues {
    fileprivate var benchmarkService: Service {
        get { self[BenchmarkServiceKey.self] }
        set { self[BenchmarkServiceKey.self] = newValue }
    }
}
