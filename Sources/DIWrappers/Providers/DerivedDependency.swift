/// A type a container hands out from the binding of the type it wraps when nothing binds it itself: `T?`,
/// ``Provider``, ``LazyProvider`` (Swinject's `resolve(T?.self)`, `Provider<T>` and `Lazy<T>`) and
/// ``ArgumentProvider`` (Factory's `ParameterFactory`, which wraps the binding of `T` with arguments).
///
/// A binding (or an override) of the type itself always answers first, so code that binds `Logger?` or a
/// `Provider<Cart>` of its own keeps what it resolves. `resolve`, `resolveThrowing` and `@Inject` of these types
/// reach this one fallback.
protocol DerivedDependency {
    /// The key of the wrapped type, with `identifier`.
    static func wrappedKey(identifiedBy identifier: DependencyIdentifier?) -> DependencyKey

    /// The value made from what `container` answers for `wrapped`, or `nil` when nothing answers it (never for an
    /// optional, which is then `nil` itself).
    static func derived(from container: Container, wrapped: DependencyKey, location: SourceLocation) throws -> Self?
}

extension Optional: DerivedDependency {
    static func wrappedKey(identifiedBy identifier: DependencyIdentifier?) -> DependencyKey {
        DependencyKey(anyType: Wrapped.self, identifier: identifier)
    }

    static func derived(from container: Container, wrapped: DependencyKey, location: SourceLocation) throws -> Self? {
        guard container.isAnswered(wrapped) else { return .some(nil) }
        return .some(try container.value(for: wrapped, as: Wrapped.self, location: location))
    }
}

extension Provider: DerivedDependency {
    static func wrappedKey(identifiedBy identifier: DependencyIdentifier?) -> DependencyKey {
        DependencyKey(anyType: Value.self, identifier: identifier)
    }

    static func derived(from container: Container, wrapped: DependencyKey, location: SourceLocation) throws -> Self? {
        container.isAnswered(wrapped) ? Provider(container: container, key: wrapped) : nil
    }
}

extension ArgumentProvider: DerivedDependency {
    static func wrappedKey(identifiedBy identifier: DependencyIdentifier?) -> DependencyKey {
        DependencyKey(anyType: ArgumentFactory<Arguments, Value>.self, identifier: identifier)
    }

    static func derived(from container: Container, wrapped: DependencyKey, location: SourceLocation) throws -> Self? {
        container.isAnswered(wrapped) ? ArgumentProvider(container: container, key: wrapped) : nil
    }
}

extension LazyProvider: DerivedDependency {
    static func wrappedKey(identifiedBy identifier: DependencyIdentifier?) -> DependencyKey {
        DependencyKey(anyType: Value.self, identifier: identifier)
    }

    static func derived(
        from container: Container, wrapped: DependencyKey, location: SourceLocation
    ) throws -> LazyProvider<Value>? {
        container.isAnswered(wrapped) ? LazyProvider(Provider(container: container, key: wrapped)) : nil
    }
}

extension Container {
    /// Whether a resolve of `key` here would find an override, a binding or the values its type declares; builds
    /// nothing and records nothing, so a derived type that finds no answer leaves no "missing" in a recording.
    func isAnswered(_ key: DependencyKey) -> Bool {
        if DependencyOverrides.mayBeActive, let state = TaskRegion.current, state.overrides[key] != nil {
            return true
        }
        return binding(for: key) != nil || (key.identifier == nil && key.serviceType is any LiveDependency.Type)
    }

    /// The value of `Derived`'s own key (its binding or override) if anything answers it, else the value derived
    /// from its wrapped type's, else `nil`.
    func derivedValue<Derived: DerivedDependency>(
        _ type: Derived.Type, identifier: DependencyIdentifier?, location: SourceLocation
    ) throws -> Derived? {
        let own = DependencyKey(anyType: Derived.self, identifier: identifier)
        if isAnswered(own), let value = try value(for: own, as: Derived.self, location: location) {
            return value
        }
        return try Derived.derived(
            from: self, wrapped: Derived.wrappedKey(identifiedBy: identifier), location: location)
    }

    /// For a resolve of `key` that found no binding of its own (`require`'s miss): `nil` when `Value` is no derived
    /// type, else the value derived from its wrapped type's binding, or the key of the wrapped type if nothing
    /// answers it (the one to bind).
    func valueDerivedFromWrapped<Value>(
        _ type: Value.Type, of key: DependencyKey, location: SourceLocation
    ) throws -> Result<Value, Unanswered>? {
        guard let derived = Value.self as? any DerivedDependency.Type else { return nil }
        let wrapped = derived.wrappedKey(identifiedBy: key.identifier)
        guard let value = try derived.derived(from: self, wrapped: wrapped, location: location) as? Value else {
            return .failure(Unanswered(key: wrapped))
        }
        return .success(value)
    }

    /// The wrapped key nothing answers, for a derived type.
    struct Unanswered: Error {
        let key: DependencyKey
    }
}
