extension DIError {
    /// A dependency that declares values per context, but no preview value, was reached in a preview.
    ///
    /// `dependency` names it as the user declared it, `style` is the module that declared it, `handedOut` what the
    /// preview got instead (its live value, or the value that stands in for it), and `fix` shows that style's way to
    /// give it a preview value.
    ///
    /// ```swift
    /// DiagnosticReporter.report(
    ///     .noPreviewValue(
    ///         DependencyKey(Logger.self), dependency: "the binding of MyApp.Logger",
    ///         style: "DIWrappers",
    ///         handedOut: "live value",
    ///         fix: "add a preview value: Container.bind(Logger.self, "
    ///             + "live: { … }, preview: { _ in ConsoleLogger() })."
    ///     ))
    /// ```
    public static func noPreviewValue(
        _ key: DependencyKey,
        dependency: String,
        style: String,
        handedOut: String,
        fix: String,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .noPreviewValue,
            summary: "No preview value: \(dependency) handed out its \(handedOut) in a preview.",
            key: key, facts: [Fact("Context", "preview"), Fact("Style", style)],
            rule: "A dependency that declares values per context (live, test, preview) and is reached in a preview "
                + "must declare a preview value, so a preview never reaches live effects by accident.",
            fix: fix, location: location)
    }
}
