/// Reports that an unimplemented effect was used.
///
/// DIEffects never traps for an unimplemented effect: it reports
/// `DIError.unimplemented` through ``DiagnosticReporter/report(_:)`` and falls
/// back to a fixed, documented value (or throws, where the effect can throw), so
/// one stray call fails the test that made it without stopping the test run.
@inline(never)
package func reportUnimplemented(_ name: String, at location: SourceLocation) {
    DiagnosticReporter.report(.unimplemented(name, location: location))
}

/// Reports that an unimplemented effect was used and returns the error to throw.
@inline(never)
package func unimplementedError(_ name: String, at location: SourceLocation) -> DIError {
    let error = DIError.unimplemented(name, location: location)
    DiagnosticReporter.report(error)
    return error
}
