import DIReader

extension ReaderStyle {
    /// The parent's child is a context-aware value handed the context with `resolve[…]`, in the parent's region.
    var carriedParent: Support<@Sendable () throws -> CarriedParent> {
        .available {
            let carried = CarriedDependencies.current
            return CarriedParent(
                childGreeting: {
                    DependencyOverrides.withDependencies(from: carried) {
                        GreetingScreen.resolve[Welcomer()].resolve[\.greeter].greeting
                    }
                },
                storedCallback: { DependencyOverrides.withDependencies(from: carried) { GreetingScreen.greeting } })
        }
    }

    /// A static context is set at launch by assigning its storage's resolver, which a later assignment replaces.
    var launchPreparation: Support<@Sendable (_ first: String, _ second: String) throws -> LaunchPreparation> {
        .available { first, second in
            GreetingScreen.contextStorage.resolver = Resolver(
                context: TestConformanceContext(greeter: FixedGreeter(first)))
            let afterFirst = GreetingScreen.greeting
            let (_, reports) = DiagnosticReporter.collectReports {
                GreetingScreen.contextStorage.resolver = Resolver(
                    context: TestConformanceContext(greeter: FixedGreeter(second)))
            }
            return LaunchPreparation(
                afterFirst: afterFirst, afterSecond: GreetingScreen.greeting, reports: reports.map(\.description))
        }
    }
}
