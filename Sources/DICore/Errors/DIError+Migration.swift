extension DIError {
    /// Code written for `library` reached a behaviour DIToolkit changed, so it got a different result than there.
    ///
    /// Each style keeps the spellings of the library it replaces. Where a spelling cannot
    /// behave exactly as it did there and the difference can only be seen at run time, the
    /// style reports it with this error rather than let the code silently get another
    /// value. `there` says what the library did, `here` what DIToolkit did instead.
    public static func migrationDifference(
        _ key: DependencyKey?,
        summary: String,
        library: String,
        there: String,
        here: String,
        fix: String,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .migrationDifference, summary: summary, key: key,
            facts: [Fact("Library", library), Fact("There", there), Fact("Here", here)],
            rule: "Code written for a library DIToolkit replaces either behaves as it did there "
                + "or is told where it does not.",
            fix: fix, location: location)
    }
}
