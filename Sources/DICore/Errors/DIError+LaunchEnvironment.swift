extension DIError {
    /// `LaunchEnvironment.trust()` came after the context was detected, and the launch asked for another context.
    ///
    /// `detected` is the context the process keeps; `requested` the one its launch arguments and environment
    /// would have chosen had they been trusted in time.
    ///
    /// ```swift
    /// DiagnosticReporter.report(.launchEnvironmentTrustedTooLate(detected: .live, requested: .test))
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
}
