extension DIError {
    /// `LaunchEnvironment.trust()` came after the context was detected, and the launch asked for another context.
    ///
    /// `detected` is the context the process keeps; `requested` the one its launch arguments and environment
    /// would have chosen had they been trusted in time.
    ///
    /// ```swift
    /// DiagnosticReporter.report(
    ///     .launchEnvironmentTrustedTooLate(detected: .live, requested: .test))
    /// ```
    public static func launchEnvironmentTrustedTooLate(
        detected: DependencyContext,
        requested: DependencyContext,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .launchEnvironmentTrustedTooLate,
            summary: "LaunchEnvironment.trust() came after the dependency context was detected, "
                + "so the launch's choice of \(requested.rawValue) was ignored.",
            key: nil,
            facts: [Fact("Context", detected.rawValue), Fact("Launch asks", requested.rawValue)],
            rule: "A build without DEBUG lets its launch arguments and environment choose the context only if it "
                + "trusts them before anything reads the context, which is detected once per process.",
            fix: "call LaunchEnvironment.trust() first thing at launch (the first line of main, or the App's init), "
                + "before any dependency is resolved.",
            location: location)
    }

    /// `LaunchEnvironment.trust()` came after the launch was first read, so its `arguments` meet no launch value's
    /// `.argument` condition.
    package static func launchArgumentsTrustedTooLate(_ arguments: [String], location: SourceLocation) -> DIError {
        let listed = arguments.joined(separator: " ")
        return DIError(
            code: .launchEnvironmentTrustedTooLate,
            summary: "LaunchEnvironment.trust() came after the launch was first read, so its arguments \(listed) "
                + "meet no launch value's condition.",
            key: nil,
            facts: [Fact("Launch arguments", listed)],
            rule: lateLaunchRule,
            fix: lateTrustFix,
            location: location)
    }

    /// `LaunchEnvironment.trust()` came after the launch was first read, so the scenario it names (by `namedBy`, the
    /// environment variable or the launch argument) is not applied.
    package static func launchScenarioTrustedTooLate(
        _ scenario: String, namedBy: String, location: SourceLocation
    ) -> DIError {
        DIError(
            code: .launchEnvironmentTrustedTooLate,
            summary: "LaunchEnvironment.trust() came after the launch was first read, so the scenario "
                + "\"\(scenario)\" it names is not applied.",
            key: nil,
            facts: [Fact("Scenario", scenario), Fact("Named by", namedBy)],
            rule: lateLaunchRule,
            fix: lateTrustFix + " Then DependencyScenarios.applyLaunchScenario() applies it.",
            location: location)
    }

    private static let lateLaunchRule =
        "A build without DEBUG lets its launch arguments and environment choose values and scenarios only if it "
        + "trusts them before anything reads the launch, which is read once per process."

    private static let lateTrustFix =
        "call LaunchEnvironment.trust() first thing at launch (the first line of main, or the App's init), "
        + "before any dependency is resolved."
}
