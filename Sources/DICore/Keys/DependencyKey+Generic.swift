/// Keys built from an identifier of a known type: no existential, the common identifiers stored as themselves.
extension DependencyKey {
    /// The key of `Service` with `id`, read as ``DependencyIdentifier/normalized(_:)`` reads it.
    @inlinable
    package init<Service, ID: Hashable & Sendable>(_ serviceType: Service.Type, identifiedBy id: ID) {
        if ID.self == String.self || ID.self == Int.self {
            self.init(anyType: serviceType, identifier: DependencyIdentifier(stringOrInteger: id))
        } else {
            self.init(anyType: serviceType, identifier: DependencyIdentifier.normalized(value: id))
        }
    }
}

extension DependencyIdentifier {
    /// The identifier `base` names: an optional or an `AnyHashable` is unwrapped (`nil` names the unnamed binding),
    /// so `String?`, `AnyHashable` and `String` holding `"slack"` name one binding.
    @usableFromInline
    static func normalized(_ base: any Hashable & Sendable) -> DependencyIdentifier? {
        normalized(value: base)
    }

    /// ``normalized(_:)`` with the type known: only an optional pays for the cast that unwraps it.
    @inlinable
    static func normalized<Value: Hashable & Sendable>(value: Value) -> DependencyIdentifier? {
        if Value.self == String.self || Value.self == Int.self || !_isOptional(Value.self) {
            return Value.self == AnyHashable.self ? DependencyIdentifier(value) : DependencyIdentifier(value: value)
        }
        return (value as? any OptionalIdentifier)?.wrappedIdentifier
    }
}

/// An optional identifier, unwrapped before it names a binding.
@usableFromInline
protocol OptionalIdentifier {
    var wrappedIdentifier: DependencyIdentifier? { get }
}

extension Optional: OptionalIdentifier where Wrapped: Hashable {
    /// Reached only through ``DependencyIdentifier/normalized(_:)``, whose `Sendable` argument makes this `Sendable`.
    @usableFromInline
    var wrappedIdentifier: DependencyIdentifier? {
        guard let wrapped = self else { return nil }
        // `Sendable` is a marker: the two existentials have one layout, and the caller's type guarantees it.
        return DependencyIdentifier.normalized(
            unsafeBitCast(wrapped as any Hashable, to: (any Hashable & Sendable).self))
    }
}
