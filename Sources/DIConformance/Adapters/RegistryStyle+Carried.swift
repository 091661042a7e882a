import DIEffects
import DIRegistry

/// A registry whose desired implementation the scenario assigns at "launch"; its mock greets as `mock`.
final class LaunchRegistry: Registry {
    let greeting: String

    required init(greeting: String) {
        self.greeting = greeting
        super.init()
    }

    static func createMockShared() -> LaunchRegistry {
        LaunchRegistry(greeting: "mock")
    }
}

extension RegistryStyle {
    var carriedParent: Support<@Sendable () throws -> CarriedParent> {
        .available {
            let carried = CarriedDependencies.current
            let greeting: @Sendable () -> String = {
                DependencyOverrides.withDependencies(from: carried) { ConformanceRegistry.shared.greeter.greeting }
            }
            return CarriedParent(childGreeting: greeting, storedCallback: greeting)
        }
    }

    /// A registry's desired implementation is assigned once at launch; a second assignment is refused.
    var launchPreparation: Support<@Sendable (_ first: String, _ second: String) throws -> LaunchPreparation> {
        .available { first, second in
            LaunchRegistry.assignDesiredImplementation(to: LaunchRegistry(greeting: first))
            let afterFirst = LaunchRegistry.shared.greeting
            let (_, reports) = DiagnosticReporter.collectReports {
                LaunchRegistry.assignDesiredImplementation(to: LaunchRegistry(greeting: second))
            }
            return LaunchPreparation(
                afterFirst: afterFirst, afterSecond: LaunchRegistry.shared.greeting, reports: reports.map(\.description)
            )
        }
    }
}
