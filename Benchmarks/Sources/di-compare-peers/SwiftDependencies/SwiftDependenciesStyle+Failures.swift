import DIConformance
import DICore

/// What swift-dependencies does for the failures of the same-error row: it reports issues, not `DIError`s.
extension SwiftDependenciesStyle {
    func provoke(_ failure: DependencyFailure) -> Support<@Sendable () async -> [FailureReading]> {
        switch failure {
        case .missing:
            guard case .available(let report) = missingDependency else { return .notSupported("see scenario 11") }
            return .available {
                [FailureReading(way: "@Dependency", asked: [DependencyKey((any Unwired).self)], instead: report())]
            }
        case .throwingFactory:
            return .compileTime(
                "a `DependencyKey`'s `liveValue` is a non-throwing static property: a failure while making it is "
                    + "handled there or stops the process")
        case .cycle:
            guard case .available(let report) = cycle else { return .notSupported("see scenario 12") }
            return .available {
                [
                    FailureReading(
                        way: "@Dependency", asked: [DependencyKey(CycleA.self), DependencyKey(CycleB.self)],
                        instead: report())
                ]
            }
        case .typeMismatch:
            return .compileTime("`withDependencies { $0.greeter = … }` sets a typed key path")
        }
    }
}
