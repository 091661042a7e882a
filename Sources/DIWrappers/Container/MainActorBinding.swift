/// A binding whose factory is `@MainActor`: built only on the main actor, refused (`DI013`) elsewhere.
///
/// A main-actor service bound with `{ @MainActor container in … }` resolves
/// synchronously on the main actor, exactly like any binding; from any other
/// thread a synchronous resolve throws `DI013`, and `resolveAsync` hops to the
/// main actor to resolve it there. Like ``AsyncBinding``, the synchronous side
/// is a transient cache whose factory decides, so the answer off the main actor
/// never depends on whether an instance happens to exist already. The instances
/// live in a second, ordinary ``InstanceCache`` that only the main actor reads.
final class MainActorBinding<Value>: Binding<Value>, @unchecked Sendable {
    /// Builds a new instance on the main actor.
    let isolatedFactory: @MainActor (Container) throws -> Value
    /// The instances of the binding's real scope, which only the main actor reads and builds.
    private let instances: MainActorInstances<Value>

    init(
        key: DependencyKey,
        scope: Scope,
        location: SourceLocation,
        directory: ScopeDirectory?,
        sharing shared: MainActorBinding? = nil,
        decoration: Decoration<Value>? = nil,
        factory: @escaping @MainActor (Container) throws -> Value
    ) {
        let instances =
            shared?.instances
            ?? MainActorInstances<Value>(cache: InstanceCache(key: key, scope: scope, directory: directory ?? .shared))
        self.isolatedFactory = factory
        self.instances = instances
        super.init(
            key: key, scope: scope, location: location, directory: directory,
            keepsInstances: false, decoration: decoration
        ) { container in
            guard MainExecutor.isCurrent else {
                throw AwaitRequired(reason: .mainActorFactory, boundAt: location)
            }
            return try instances.instance(from: container, location: location, factory: factory)
        }
    }

    /// The instance for an awaited resolution: resolved on the main actor, wherever the caller runs.
    nonisolated(nonsending) func resolveAsync(from container: Container, location: SourceLocation) async throws
        -> Value
    {
        let handed = try await MainActor.run {
            try Handed(resolve(from: container, location: location))
        }
        return handed.value
    }

    override var buildKind: BuildKind {
        .mainActor
    }

    override func resolveAnyAwaited(from container: Container, location: SourceLocation) async throws -> Any {
        try await resolveAsync(from: container, location: location)
    }

    override func freshCopy() -> AnyBinding {
        MainActorBinding(
            key: key, scope: scope, location: location, directory: directory, decoration: decoration,
            factory: isolatedFactory)
    }

    override func decorated(by step: @escaping (Value, Bool) -> Void) -> Binding<Value> {
        let isolatedFactory = isolatedFactory
        return MainActorBinding(
            key: key, scope: scope, location: location, directory: directory, sharing: self,
            decoration: .appending(step, to: decoration),
            factory: decoration != nil
                ? isolatedFactory
                : { @MainActor container in
                    let value = try isolatedFactory(container)
                    NewInstanceMark.current.isNew = true
                    return value
                })
    }

    override var hasCachedInstance: Bool {
        instances.cache.cachedInstance != nil
    }

    override func resetInstance() {
        instances.cache.reset(scope)
    }
}

/// The real-scope cache of a ``MainActorBinding``, built on the main actor only.
private final class MainActorInstances<Value>: @unchecked Sendable {
    let cache: InstanceCache<Value>

    init(cache: InstanceCache<Value>) {
        self.cache = cache
    }

    /// The instance; call on the main actor only.
    func instance(
        from container: Container,
        location: SourceLocation,
        factory: @MainActor (Container) throws -> Value
    ) throws -> Value {
        try MainActor.assumeIsolated {
            try Handed(cache.instance(location: location) { try factory(container) })
        }.value
    }
}

/// A value handed from the main actor to the caller that asked for it.
///
/// The main actor's APIs (`MainActor.run`, `assumeIsolated`) require a `Sendable` result; a binding's
/// value need not be one. DIWrappers' rule applies: a main-actor service is a main-actor class (which
/// is `Sendable`), or a value only the main actor uses.
struct Handed<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
