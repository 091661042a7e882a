extension DependencyLog.Entry {
    /// The failure a test that must reach no live value records for this entry: what was reached, in which
    /// style, the rule, and how to give it a test value in that style.
    var liveValueFailure: String {
        let name = node.name
        let fix =
            switch style {
            case .wrappers:
                """
                To fix, give the binding of \(name) a test value (bind(_:live:test:)),
                or override it for the test: .dependencies { $0.bind(…, value: …) }.
                """
            case .reader:
                """
                To fix, declare the context's test value (StaticContextStorage(live: …, test: …)),
                or switch it for the test: .dependencies { $0.setContext(\(name).self, …) }.
                """
            case .registry:
                """
                To fix, assign the registry in the test (in .isolatedDependencies) or override it:
                .dependencies { $0.setRegistry(…) }.
                """
            case .world:
                """
                To fix, set the field for the test, e.g. .dependencies { $0.world.now = … },
                or run the test in a world of test values: .dependencies { $0.world = .mock() }.
                """
            }
        return """
            The test reached the live value of \(node.id).

              Dependency: \(node.id)
              Style:      \(style.rawValue)
              Source:     \(source.rawValue), the live value

            A test with .dependencyLog(failingOnLiveValues: true) resolves no live value.
            \(fix)
            """
    }
}
