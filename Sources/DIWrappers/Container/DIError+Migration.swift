import DICore

extension DIError {
    /// Code written for `library` reached a behaviour DIToolkit changed, so it got a different result than there.
    ///
    /// Fusion's and Vaccine's spellings report this where the difference shows only at run time, rather than let the
    /// code silently get another value. `there` is what the library did, `here` what we did. Its code,
    /// ``/DICore/DIError/Code-swift.enum/migrationDifference``, is DICore's, as every code is.
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
