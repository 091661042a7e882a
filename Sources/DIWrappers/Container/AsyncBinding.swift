/// A binding whose factory is `async`: resolved with `resolveAsync`, refused (`DI013`) by every synchronous resolve.
///
/// The synchronous side of the binding (what `resolve`, `resolveAssert` and
/// `@Inject` reach) is a transient cache whose factory throws ``AwaitRequired``,
/// so a synchronous resolve never hands out an instance, even one an awaited
/// resolve has built: whether it fails cannot depend on timing. The instances
/// live in a DICore ``InstanceCache`` with the binding's real scope.
@usableFromInline
final class AsyncBinding<Value>: Binding<Value>, @unchecked Sendable {
    /// Builds a new instance; receives the container that asked.
    @usableFromInline let asyncFactory: (Container) async throws -> Value
    /// The instances of the binding's real scope, awaited.
    @usableFromInline let asyncCache: InstanceCache<Value>

    init(
        key: DependencyKey,
        scope: Scope,
        location: SourceLocation,
        directory: ScopeDirectory?,
        asyncCache: InstanceCache<Value>? = nil,
        decoration: Decoration<Value>? = nil,
        factory: @escaping (Container) async throws -> Value
    ) {
        let asyncCache = asyncCache ?? InstanceCache(key: key, scope: scope, directory: directory ?? .shared)
        self.asyncFactory = factory
        self.asyncCache = asyncCache
        super.init(
            key: key, scope: scope, location: location, directory: directory,
            keepsInstances: false, awaitedCache: asyncCache, decoration: decoration
        ) { _ in
            throw AwaitRequired(reason: .asyncFactory, boundAt: location)
        }
    }

    /// The instance for an awaited resolution that started at `container`.
    ///
    /// Inlinable down to the factory's call, so in the caller's specialisation a transient build is the frame's
    /// push, the factory and the pop, with no async function of the library's between them.
    @inlinable @inline(__always)
    nonisolated(nonsending) func resolveAsync(from container: Container, location: SourceLocation) async throws
        -> Value
    {
        // Not `decoration.map { … } ?? value`: in an async function that closure is not optimised away, and every
        // awaited resolve would pay for it.
        if _slowPath(decoration != nil) {
            return try await resolveDecorated(from: container, location: location)
        }
        return try await asyncCache.instance(location: location) {
            try await make(from: container, location: location)
        }
    }

    /// ``resolveAsync(from:location:)`` of a decorated binding: its decorators told whether this resolve built the
    /// value (an awaited build may move between threads, so the mark is this resolve's own).
    @usableFromInline
    nonisolated(nonsending) func resolveDecorated(from container: Container, location: SourceLocation) async throws
        -> Value
    {
        let built = Locked(false)
        let value = try await asyncCache.instance(location: location) {
            let value = try await make(from: container, location: location)
            built.withLock { $0 = true }
            return value
        }
        return decoration.unsafelyUnwrapped.apply(value, isNew: built.withLock { $0 })
    }

    /// A new instance from the `async` factory, its error mapped to the binding's key.
    @inlinable @inline(__always)
    nonisolated(nonsending) func make(from container: Container, location: SourceLocation) async throws -> Value {
        do {
            return try await asyncFactory(container)
        } catch {
            throw Container.diagnostic(for: error, key: key, location: location)
        }
    }

    override var buildKind: BuildKind {
        .awaited
    }

    override func resolveAnyAwaited(from container: Container, location: SourceLocation) async throws -> Any {
        try await resolveAsync(from: container, location: location)
    }

    override func freshCopy() -> AnyBinding {
        AsyncBinding(
            key: key, scope: scope, location: location, directory: directory, decoration: decoration,
            factory: asyncFactory)
    }

    override func decorated(by step: @escaping (Value, Bool) -> Void) -> Binding<Value> {
        AsyncBinding(
            key: key, scope: scope, location: location, directory: directory, asyncCache: asyncCache,
            decoration: .appending(step, to: decoration), factory: asyncFactory)
    }

    override var hasCachedInstance: Bool {
        asyncCache.cachedInstance != nil
    }

    override func resetInstance() {
        asyncCache.reset(scope)
    }
}

/// Why a binding's synchronous factory refused to build: its instance can only be had with `await`.
///
/// Thrown inside the synchronous resolution frame and turned into `DI013` (with
/// the key, the path and the caller's line) by ``Container/diagnostic(for:key:location:)``.
struct AwaitRequired: DIErrorConvertible {
    enum Reason {
        /// The binding's factory is `async`.
        case asyncFactory
        /// The binding's factory is `@MainActor` and the caller is not on the main actor.
        case mainActorFactory
    }

    let reason: Reason
    /// Where the binding was made.
    let boundAt: SourceLocation

    /// `DI013` for a synchronous resolve of `key` at `location`.
    func diagnostic(key: DependencyKey, location: SourceLocation) -> DIError {
        let call = "resolveAsync(\(Container.callDescription(of: key)))"
        switch reason {
        case .asyncFactory:
            return .asyncBindingResolvedSynchronously(
                key, reason: "is bound with an async factory", boundAt: boundAt, path: ResolutionPath.current,
                fix: "await it from async code: try await container.\(call) (Container.\(call) for main); "
                    + "@Inject and the synchronous resolves cannot. If it never needs to wait, bind it with a "
                    + "synchronous factory.",
                location: location)
        case .mainActorFactory:
            return .asyncBindingResolvedSynchronously(
                key, reason: "is bound with a @MainActor factory and was resolved off the main actor",
                boundAt: boundAt, path: ResolutionPath.current,
                fix: "resolve it on the main actor, or await it from here: try await container.\(call), "
                    + "which builds it on the main actor.",
                location: location)
        }
    }
}
