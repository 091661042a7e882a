import DIWrappers

/// A view model that captured the dependencies it was made with: its children and callbacks inject from them.
private final class CarryingViewModel: CarriesDependencies, Sendable {
    let carriedDependencies = CarriedDependencies.current

    /// A child view model's greeting, as the child injects it when the parent makes it.
    func childGreeting() throws -> String {
        try DependencyOverrides.withDependencies(from: self) { try Container.main.resolveThrowing((any Greeter).self) }
            .greeting
    }
}

extension WrappersStyle {
    var carriedParent: Support<@Sendable () throws -> CarriedParent> {
        .available {
            let parent = CarryingViewModel()
            let onCompletion: @Sendable () throws -> String = {
                try DependencyOverrides.withDependencies(from: parent) { try currentGreeting() }
            }
            return CarriedParent(childGreeting: parent.childGreeting, storedCallback: onCompletion)
        }
    }

    /// Bindings are made at launch, any number of times: re-binding a key replaces the binding.
    var launchPreparation: Support<@Sendable (_ first: String, _ second: String) throws -> LaunchPreparation> {
        .available { first, second in
            Container.main.bind(id: "launch", value: first)
            let afterFirst = try Container.main.resolveThrowing(String.self, id: "launch")
            let (_, reports) = DiagnosticReporter.collectReports { Container.main.bind(id: "launch", value: second) }
            return LaunchPreparation(
                afterFirst: afterFirst, afterSecond: try Container.main.resolveThrowing(String.self, id: "launch"),
                reports: reports.map(\.description))
        }
    }
}
