import DIEffects
import Foundation

extension WorldStyle {
    var carriedParent: Support<@Sendable () throws -> CarriedParent> {
        .available {
            let carried = CarriedDependencies.current
            let greeting: @Sendable () -> String = {
                DependencyOverrides.withDependencies(from: carried) { GreetingWorld.current.greeter().greeting }
            }
            return CarriedParent(childGreeting: greeting, storedCallback: greeting)
        }
    }

    /// `World` is prepared once at launch with `prepareWorld`; the value read is its locale's identifier. (A world of
    /// your own, such as the scenarios' greeting world, declares its live value itself.)
    var launchPreparation: Support<@Sendable (_ first: String, _ second: String) throws -> LaunchPreparation> {
        .available { first, second in
            prepareWorld { $0.locale = { Locale(identifier: first) } }
            let afterFirst = World.current.locale().identifier
            let (_, reports) = DiagnosticReporter.collectReports {
                prepareWorld { $0.locale = { Locale(identifier: second) } }
            }
            return LaunchPreparation(
                afterFirst: afterFirst, afterSecond: World.current.locale().identifier,
                reports: reports.map(\.description))
        }
    }
}
