@_spi(Testing) import DICore
import DIEffects

extension WorldStyle {
    /// `current` cannot throw, so a failing or mistyped override of the world stops where it is read.
    func provoke(_ failure: DependencyFailure) -> Support<@Sendable () async -> [FailureReading]> {
        let key = DependencyKey(GreetingWorld.self)
        return switch failure {
        case .missing:
            .compileTime("a World is a struct: building one without a field's value does not compile")
        case .throwingFactory:
            .available {
                let stop = DependencyOverrides.with {
                    $0.set(key) { () throws -> GreetingWorld in throw FactoryFailure() }
                } operation: {
                    DiagnosticReporter.captureTrap { _ = GreetingWorld.current }
                }
                return [FailureReading(way: "current (stops)", asked: [key], error: stop)]
            }
        case .cycle:
            .compileTime(
                "a World's fields are built before the World exists, in the order the code writes them, "
                    + "so a field cannot need itself")
        case .typeMismatch:
            .available {
                let stop = DependencyOverrides.with {
                    $0.set(key, value: Impostor())
                } operation: {
                    DiagnosticReporter.captureTrap { _ = GreetingWorld.current }
                }
                return [FailureReading(way: "current (stops)", asked: [key], error: stop)]
            }
        }
    }
}
