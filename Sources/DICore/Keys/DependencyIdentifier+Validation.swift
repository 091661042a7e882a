/// Identifiers no lookup could ever find, refused wherever a binding or an override is written.
///
/// A binding is found by comparing identifiers with `==`. A value that is not
/// equal to itself, such as `Double.nan`, would be stored under a key no
/// resolve can match (and every re-bind would add another unreachable entry);
/// an empty string names nothing a reader could tell apart from a typo. Every
/// style's write path (`Container.bind`, `@Inject`, overrides,
/// ``DependencyOverrides/set(_:value:fileID:line:)``) checks the key here; a
/// resolve with such an identifier simply finds nothing, and its
/// ``DIError/Code-swift.enum/notRegistered`` message says why.
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
    /// Inlinable and free of dynamic casts, so a bind with a string or integer identifier pays a look at the
    /// kind and a length check; it reads the identifier in place, since binding it to a local would copy it.
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
