@_spi(Testing) import DICore
import DIRegistry

/// A registry whose part is built with `await` by a builder that throws, for the same-error row.
final class FragileRegistry: Registry {
    let fragile = AsyncLazy<Fragile> { throw FactoryFailure() }

    static func createMockShared() -> FragileRegistry { FragileRegistry() }
}

extension RegistryStyle {
    /// `shared` cannot throw, so its failures are observed where it stops; `AsyncLazy.instance` throws them.
    func provoke(_ failure: DependencyFailure) -> Support<@Sendable () async -> [FailureReading]> {
        switch failure {
        case .missing:
            .compileTime(
                "every registry must write `createMockShared()`, so `shared` of a registry nobody assigned hands "
                    + "out that mock (and reports DI005 in live code)")
        case .throwingFactory:
            .available {
                let awaited = await FailureReading.awaiting(way: "AsyncLazy", asked: [DependencyKey(Fragile.self)]) {
                    _ = try await FragileRegistry.shared.fragile.instance
                }
                return [awaited]
            }
        case .cycle:
            .available {
                let stopped = FailureReading(
                    way: "shared (stops)",
                    asked: [DependencyKey(CycleARegistry.self), DependencyKey(CycleBRegistry.self)],
                    error: DiagnosticReporter.captureTrap { _ = CycleARegistry.shared })
                let awaited = await FailureReading.awaiting(
                    way: "AsyncLazy", asked: [DependencyKey(CycleA.self), DependencyKey(CycleB.self)]
                ) { _ = try await AwaitedRegistry.shared.cycleA.instance }
                return [stopped, awaited]
            }
        case .typeMismatch:
            .available {
                let key = DependencyKey(ConformanceRegistry.self)
                let stop = DependencyOverrides.with {
                    $0.set(key, value: Impostor())
                } operation: {
                    DiagnosticReporter.captureTrap { _ = ConformanceRegistry.shared }
                }
                return [FailureReading(way: "shared (stops)", asked: [key], error: stop)]
            }
        }
    }
}
