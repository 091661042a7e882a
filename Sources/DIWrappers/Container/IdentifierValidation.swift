import DICore

/// Refuses identifiers that no lookup could ever find.
///
/// A binding is found by comparing identifiers with `==`. A value that is not
/// equal to itself, such as `Double.nan`, would be stored under a key no
/// `resolve` can match, and every re-bind would add another unreachable entry.
enum IdentifierValidation {
    /// Stops the process with `DI006` if `key`'s identifier is not equal to itself.
    @inline(__always)
    static func requireReflexive(_ key: DependencyKey, location: SourceLocation) {
        guard let identifier = key.identifier else { return }
        // Strings and integers always equal themselves; skip the comparison's dynamic cast on the bind path.
        let baseType = type(of: identifier.base)
        guard baseType != String.self, baseType != Int.self, identifier != identifier else { return }
        DiagnosticReporter.trap(
            DIError.invalidIdentifier(
                key, reason: "it is not equal to itself (like Double.nan), so no resolve could ever find it",
                location: location
            )
            .withFix("use an identifier that equals itself, e.g. a string or an enum case, not a NaN value."))
    }
}
