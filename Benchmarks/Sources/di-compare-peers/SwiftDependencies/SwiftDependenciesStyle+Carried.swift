import DIConformance
import Dependencies

/// A string prepared at launch in row 42, on a key of its own so that preparing it reaches no other row.
private enum LaunchGreetingKey: DependencyKey {
    static let liveValue = "live"
}

extension DependencyValues {
    fileprivate var launchGreeting: String {
        get { self[LaunchGreetingKey.self] }
        set { self[LaunchGreetingKey.self] = newValue }
    }
}

/// A feature model the way the library's "Lifetimes" article writes one: it holds `@Dependency` properties, makes
/// its children with `withDependencies(from: self)` and escapes its dependencies into a stored completion handler
/// with `withEscapedDependencies`. `@unchecked`: the library's `@Dependency` is a `var` it never mutates after init.
private final class CarryingFeature: @unchecked Sendable {
    @Dependency(\.greeter) var greeter
    let onCompletion: @Sendable () -> String

    init() {
        onCompletion = withEscapedDependencies { escaped in
            { escaped.yield { GreetingFeature().greeter.greeting } }
        }
    }

    func childGreeting() -> String {
        withDependencies(from: self) { GreetingFeature().greeter.greeting }
    }
}

extension SwiftDependenciesStyle {
    var carriedParent: Support<@Sendable () throws -> CarriedParent> {
        .available {
            let parent = CarryingFeature()
            return CarriedParent(childGreeting: parent.childGreeting, storedCallback: parent.onCompletion)
        }
    }

    /// `prepareDependencies` at launch; what the library reports about a second call is collected.
    var launchPreparation: Support<@Sendable (_ first: String, _ second: String) throws -> LaunchPreparation> {
        .available { first, second in
            @Dependency(\.launchGreeting) var greeting
            prepareDependencies { $0.launchGreeting = first }
            let afterFirst = greeting
            let collector = CollectingReporter()
            withIssueReporters([collector]) {
                prepareDependencies { $0.launchGreeting = second }
            }
            return LaunchPreparation(afterFirst: afterFirst, afterSecond: greeting, reports: collector.messages)
        }
    }
}
