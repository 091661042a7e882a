/// Identifiers no lookup could ever find, refused wherever a binding or an override is written.
///
/// A value not equal to itself (`Double.nan`) would be stored under a key no resolve can match, and an empty string
/// names nothing a reader could tell from a typo. Every style's write path checks the key here; a resolve with such
/// an identifier finds nothing, and its `DI001` message says why.
extension DependencyIdentifier {
    /// Why no binding could ever be found by this identifier, or `nil` if it is fine.
    package var invalidityReason: String? {
        if isKnownValid {
            return nil
        }
        if kind == .string {
            return "identifiers must not be empty strings"
        }
        return self == self ? nil : "it is not equal to itself (like Double.nan), so no resolve could ever find it"
    }

    /// `true` for the common identifiers that are certainly fine: integers and non-empty strings.
    var isKnownValid: Bool {
        switch kind {
        case .integer: true
        case .string: !string.isEmpty
        case .other: false
        }
    }
}

extension DependencyKey {
    /// Stops the process with `DI006` at `location` if the key's identifier could never be found.
    ///
    /// Inlinable and cast-free, reading the identifier in place: a string or integer costs a kind and length check.
    @inlinable
    package func requireValidIdentifier(location: SourceLocation) {
        switch identifier?.kind {
        case nil, .integer?: return
        case .string?: if !identifier.unsafelyUnwrapped.string.isEmpty { return }
        case .other?: break
        }
        identifier.unsafelyUnwrapped.requireValid(in: self, location: location)
    }
}

extension DependencyIdentifier {
    /// The slow half of ``DependencyKey/requireValidIdentifier(location:)``: anything but an integer or a
    /// non-empty string.
    @usableFromInline
    func requireValid(in key: DependencyKey, location: SourceLocation) {
        guard let reason = invalidityReason else { return }
        var fix = "use an identifier that equals itself, e.g. a string or an enum case, not a NaN value."
        if kind == .string {
            fix = "use a non-empty string or an enum case as the identifier."
        }
        DiagnosticReporter.trap(DIError.invalidIdentifier(key, reason: reason, location: location).withFix(fix))
    }
}
