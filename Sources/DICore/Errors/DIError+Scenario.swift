extension DIError {
    /// No scenario of `catalog` is called `name`; `known` lists the names it has.
    ///
    /// ```swift
    /// throw DIError.unknownScenario(
    ///     "emptyInbx", catalog: "AppScenarios", known: ["emptyInbox", "signedOut"])
    /// ```
    public static func unknownScenario(
        _ name: String,
        catalog: String,
        known: [String],
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        let nearest = known.min { KeySuggestions.editDistance($0, name) < KeySuggestions.editDistance($1, name) }
        let suggestion =
            nearest.flatMap { KeySuggestions.editDistance($0, name) <= 3 ? " (did you mean \"\($0)\"?)" : nil } ?? ""
        return DIError(
            code: .unknownScenario,
            summary: "\(catalog) has no scenario called \"\(name)\"\(suggestion).",
            key: nil,
            facts: [Fact("Scenarios", known.isEmpty ? "none" : known.map { "\"\($0)\"" }.joined(separator: ", "))],
            rule: "A test, a preview or a launch applies a scenario by the name it was declared with, "
                + "so that a typo cannot silently run with no scenario at all.",
            fix: "use one of the names above, or declare DependencyScenario(\"\(name)\") { … } in \(catalog).",
            location: location)
    }

    /// `applyLaunchScenario()` was called again after a launch scenario was applied; the second call was ignored.
    static func launchScenarioAppliedTwice(
        first: String, firstLocation: SourceLocation, second: String, location: SourceLocation
    ) -> DIError {
        DIError(
            code: .registryAssignedTwice,
            summary: "A launch scenario was applied a second time (\"\(second)\"); the second call was ignored.",
            key: nil,
            facts: [Fact("Applied", "\"\(first)\" at \(firstLocation)")],
            rule: "A launch scenario is applied once per process, so all code runs in the same scenario.",
            fix: "call applyLaunchScenario() once, first thing at launch.",
            location: location)
    }

}
