extension DIError {
    /// A synchronous resolve reached a dependency that can only be had with `await`.
    ///
    /// `reason` completes "`key` …" ("is bound with an async factory"); `fix` is the style's awaited spelling;
    /// `boundAt` is where the dependency was declared, if known.
    public static func asyncBindingResolvedSynchronously(
        _ key: DependencyKey,
        reason: String,
        boundAt: SourceLocation? = nil,
        path: [DependencyKey] = [],
        fix: String,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .asyncBindingResolvedSynchronously,
            summary: "\(key) \(reason); a synchronous resolve cannot wait for it.",
            key: key, path: path,
            facts: boundAt.map { [Fact("Bound at", $0.description)] } ?? [],
            rule: "A dependency built by an async factory, or by a factory isolated to an actor the caller is "
                + "not on, can only be resolved with await: a synchronous resolve cannot wait for it.",
            fix: fix, location: location)
    }
}
