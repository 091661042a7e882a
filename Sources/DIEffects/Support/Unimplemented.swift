/// Where an unimplemented value was made, and what its reports say beyond the default.
///
/// Every unimplemented effect reports at the site it was built with. The world that
/// `World.current` hands a test that set none decides its note, its fix and its location when it reports, so its
/// reports point at the running test and say whether the test set a world at all.
package struct UnimplementedSite: Sendable {
    /// What a report says beyond the effect's name, and where it points.
    package struct Wording: Sendable {
        /// Added to the summary after the effect's name, e.g. `(no world was set for this test)`.
        package let note: String
        /// Replaces the default "To fix" text.
        package let fix: String
        /// Where the report points, if not at the site.
        package let location: SourceLocation?

        package init(note: String, fix: String, location: SourceLocation?) {
            self.note = note
            self.fix = fix
            self.location = location
        }
    }

    /// Where the value was created (the user's line, for the public `unimplemented(fileID:line:)` forms).
    package let location: SourceLocation
    /// Added to the summary after the effect's name.
    package let note: String?
    /// Replaces the default "To fix" text.
    package let fix: String?
    /// The wording decided when the effect reports, for a site whose report depends on who reads it.
    private let wording: (@Sendable () -> Wording)?

    package init(fileID: String, line: UInt, note: String? = nil, fix: String? = nil) {
        self.location = SourceLocation(fileID: fileID, line: line)
        self.note = note
        self.fix = fix
        self.wording = nil
    }

    /// A site whose reports say what `wording` decides when the effect is used.
    package init(fileID: String, line: UInt, wording: @escaping @Sendable () -> Wording) {
        self.location = SourceLocation(fileID: fileID, line: line)
        self.note = nil
        self.fix = nil
        self.wording = wording
    }

    /// The error an unimplemented effect called `name` reports from this site.
    func error(for name: String) -> DIError {
        if let wording = wording?() {
            return DIError.unimplemented("\(name) (\(wording.note))", location: wording.location ?? location)
                .withFix(wording.fix)
        }
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
