import DIWrappers

extension WrappersStyle {
    /// A binding declared with only a live value, resolved in a test: DI010.
    var unimplementedInTest: Support<@Sendable () -> Reading<String>> {
        .available {
            Reading.collectingReports {
                Container.main.bind((any Greeter).self, id: "live only", live: { _ in LiveGreeter() })
                return Container.main.resolve((any Greeter).self, id: "live only")?.greeting ?? "nil"
            }
        }
    }

    var contextGreeting: Support<@Sendable () throws -> Reading<String>> {
        .available {
            try Reading.collectingReports {
                Container.main.bind(
                    (any Greeter).self, id: "per context",
                    live: { _ in LiveGreeter() },
                    test: { _ in FixedGreeter("test") },
                    preview: { _ in FixedGreeter("preview") })
                return try Container.main.resolveThrowing((any Greeter).self, id: "per context").greeting
            }
        }
    }
}

extension WrappersStyle {
    var launchGreeting: Support<@Sendable () throws -> Reading<String>> {
        .available {
            try Reading.collectingReports {
                Container.main.bind(
                    (any Greeter).self, id: "per launch",
                    live: { _ in LiveGreeter() },
                    test: { _ in FixedGreeter("test") },
                    launch: [.on(.argument(Scenarios.launchArgument)) { _ in FixedGreeter("launch") }])
                return try Container.main.resolveThrowing((any Greeter).self, id: "per launch").greeting
            }
        }
    }
}

extension WrappersStyle {
    var previewIsolation: Support<TestIsolation> {
        .available(.previewRegion { try wireLive() })
    }

    var previewDefault: Support<@Sendable () throws -> Reading<String>> {
        .available {
            try Reading.collectingReports {
                Container.main.bind(
                    (any Greeter).self, id: "no preview value",
                    live: { _ in LiveGreeter() },
                    test: { _ in FixedGreeter("test") })
                return try Container.main.resolveThrowing((any Greeter).self, id: "no preview value").greeting
            }
        }
    }
}

extension WrappersStyle {
    var scenarioGreeting: Support<@Sendable (String, inout DependencyOverrides) -> Void> {
        .available { text, overrides in overrides.bind((any Greeter).self, value: FixedGreeter(text)) }
    }
}
