import DIConformance
import DICore

/// What Swinject does for the failures of the same-error row: it has no error type of its own to report.
extension SwinjectStyle {
    func provoke(_ failure: DependencyFailure) -> Support<@Sendable () async -> [FailureReading]> {
        switch failure {
        case .missing:
            guard case .available(let report) = missingDependency else { return .notSupported("see scenario 11") }
            return .available {
                [FailureReading(way: "resolve", asked: [DependencyKey((any Unwired).self)], instead: report())]
            }
        case .throwingFactory:
            return .compileTime(
                "a Swinject factory is a non-throwing closure: a failure inside it is handled there or stops the "
                    + "process")
        case .cycle:
            guard case .available(let report) = cycle else { return .notSupported("see scenario 12") }
            return .available {
                [
                    FailureReading(
                        way: "resolve", asked: [DependencyKey(CycleA.self), DependencyKey(CycleB.self)],
                        instead: report())
                ]
            }
        case .typeMismatch:
            return .compileTime("`register(Greeter.self) { … }` takes only a factory of the registered type")
        }
    }
}
