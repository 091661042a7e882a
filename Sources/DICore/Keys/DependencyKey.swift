/// What a binding is found by: the service type plus an optional identifier.
///
/// The type is compared by identity and named in full (`Billing.Logger` never collides with `Analytics.Logger`);
/// generic arguments, optionals and existentials make distinct keys (`Logger?` ≠ `any Logger`).
///
/// ```swift
/// let plain = DependencyKey(Logger.self)
/// let slack = DependencyKey(Logger.self, identifier: "slack")
/// print(slack)  // MyApp.Logger, id "slack"
/// ```
public struct DependencyKey: Hashable, Sendable, CustomStringConvertible {
    /// The service type the key stands for.
    public let serviceType: any Any.Type
    /// The identifier, or `nil` for the unnamed binding.
    public let identifier: DependencyIdentifier?
    @usableFromInline package let typeID: ObjectIdentifier

    /// A key for `serviceType`, optionally narrowed by `identifier`.
    @inlinable
    public init<Service>(_ serviceType: Service.Type, identifier: (any Hashable & Sendable)? = nil) {
        self.init(anyType: serviceType, identifier: identifier.flatMap(DependencyIdentifier.normalized))
    }

    /// A key for a type only known at run time.
    public init(anyType: any Any.Type, identifier: DependencyIdentifier? = nil) {
        self.serviceType = anyType
        self.identifier = identifier
        self.typeID = ObjectIdentifier(anyType)
    }

    /// The same service type without an identifier.
    public var withoutIdentifier: DependencyKey {
        DependencyKey(anyType: serviceType, identifier: nil)
    }

    /// The fully qualified type name, e.g. `MyApp.Logger` or `Swift.Optional<MyApp.Logger>`.
    public var typeName: String {
        String(reflecting: serviceType)
    }

    /// `MyApp.Logger` or `MyApp.Logger, id "slack"`.
    public var description: String {
        guard let identifier else { return typeName }
        return "\(typeName), id \(identifier)"
    }

    /// Equal when the types are identical and the identifiers are equal.
    @inlinable
    public static func == (lhs: DependencyKey, rhs: DependencyKey) -> Bool {
        guard lhs.typeID == rhs.typeID else { return false }
        // Compared field by field, in place: `Optional`'s generic `==` would copy both identifiers.
        switch (lhs.identifier?.kind, rhs.identifier?.kind) {
        case (nil, nil): return true
        case (.string?, .string?):
            return lhs.identifier.unsafelyUnwrapped.string == rhs.identifier.unsafelyUnwrapped.string
        case (.integer?, .integer?):
            return lhs.identifier.unsafelyUnwrapped.integer == rhs.identifier.unsafelyUnwrapped.integer
        case (.other?, .other?): return lhs.identifier.unsafelyUnwrapped == rhs.identifier.unsafelyUnwrapped
        default: return false
        }
    }

    /// Hashes the type identity and identifier.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeID)
        // As `Optional` hashes, without copying the identifier for its generic `hash(into:)`.
        if identifier == nil {
            hasher.combine(0 as UInt8)
        } else {
            hasher.combine(1 as UInt8)
            identifier.unsafelyUnwrapped.hash(into: &hasher)
        }
    }
}
