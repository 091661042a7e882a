/// Where an unimplemented value was made, and what its reports say beyond the default.
///
/// Every unimplemented effect reports at the site it was built with. The world that
/// `World.current` hands a test that set none carries a note and a fix of its own, so its
/// reports say that no world was set and how to set one.
package struct UnimplementedSite: Sendable {
    /// Where the value was created (the user's line, for the public `unimplemented(fileID:line:)` forms).
    package let location: SourceLocation
    /// Added to the summary after the effect's name, e.g. `(no world was set for this test)`.
    package let note: String?
    /// Replaces the default "To fix" text.
    package let fix: String?

    package init(fileID: String, line: UInt, note: String? = nil, fix: String? = nil) {
        self.location = SourceLocation(fileID: fileID, line: line)
        self.note = note
        self.fix = fix
    }

    /// The error an unimplemented effect called `name` reports from this site.
    func error(for name: String) -> DIError {
        let error = DIError.unimplemented(note.map { "\(name) (\($0))" } ?? name, location: location)
        return fix.map(error.withFix) ?? error
    }
}

/// Reports that an unimplemented effect was used.
///
/// DIEffects never traps for an unimplemented effect: it reports
/// `DIError.unimplemented` through ``DiagnosticReporter/report(_:)`` and falls
/// back to a fixed, documented value (or throws, where the effect can throw), so
/// one stray call fails the test that made it (in a test target that links
/// DITesting; elsewhere it is a warning) without stopping the test run.
@inline(never)
package func reportUnimplemented(_ name: String, at site: UnimplementedSite) {
    DiagnosticReporter.report(site.error(for: name))
}

/// Reports that an unimplemented effect was used, once in each test that uses it: for an effect a loop draws from,
/// whose every call would otherwise repeat the report.
@inline(never)
package func reportUnimplementedOncePerTest(_ name: String, at site: UnimplementedSite) {
    DiagnosticReporter.reportOncePerTest(site.error(for: name))
}

/// Reports that an unimplemented effect was used and returns the error to throw.
@inline(never)
package func unimplementedError(_ name: String, at site: UnimplementedSite) -> DIError {
    let error = site.error(for: name)
    DiagnosticReporter.report(error)
    return error
}
