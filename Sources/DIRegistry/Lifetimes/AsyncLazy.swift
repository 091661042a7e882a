/// A dependency built on first access by an `async` builder and then kept: the awaited form of ``Lazy``.
///
/// Best for what must be opened with `await` (a database, a keychain item, a
/// downloaded model) or built on another actor. The builder runs at most once,
/// even when many tasks ask at the same moment: the others suspend until it
/// finishes, without blocking a thread. If it throws, the next read tries
/// again. A builder that needs its own instance again throws a circular
/// dependency with the path, although it suspends in between. Built on DICore's
/// ``/DICore/Scope/lazy`` lifetime, so `Scope.reset(.lazy)` drops it, and an
/// instance built inside an override region from overridden dependencies stays
/// in that scope.
///
/// Like ``Lazy`` it is not `Sendable`: its builder is an ordinary closure, isolated
/// to where it was written. A builder written on the main actor runs there.
///
/// ```swift
/// public final class StorageRegistry: Registry {
///     public required init(database: AsyncLazy<Database>) {
///         self.database = database
///         super.init()
///     }
///
///     public static func createMockShared() -> StorageRegistry {
///         StorageRegistry(database: AsyncLazy { try await Database.inMemory() })
///     }
///
///     public let database: AsyncLazy<Database>
/// }
///
/// // opened here, once
/// let database = try await StorageRegistry.shared.database.instance
/// ```
public final class AsyncLazy<Instance> {
    private let builder: () async throws -> Instance
    private let cache: InstanceCache<Instance>
    private let location: SourceLocation

    /// Wraps `builder`, which runs on the first read of ``instance``.
    ///
    /// A circular dependency found while building is reported at the line that created this value.
    ///
    /// ```swift
    /// let database = AsyncLazy { try await Database.open(path: "app.db") }
    /// ```
    public init(fileID: String = #fileID, line: UInt = #line, builder: @escaping () async throws -> Instance) {
        self.builder = builder
        self.location = SourceLocation(fileID: fileID, line: line)
        cache = InstanceCache(key: DependencyKey(Instance.self), scope: .lazy)
    }

    /// The instance, built on first access and the same one afterwards.
    ///
    /// Throws what the builder throws (as `DIError.Code.factoryFailed`, at the line that created this value), or a cycle.
    ///
    /// ```swift
    /// let first = try await registry.database.instance
    /// let second = try await registry.database.instance  // the same instance
    /// ```
    public nonisolated(nonsending) var instance: Instance {
        get async throws {
            do {
                return try await cache.instance(location: location) { try await builder() }
            } catch {
                throw DIError.lifetimeFailure(error, key: cache.key, location: location)
            }
        }
    }
}

extension AsyncLazy: KeptLifetime {
    func dropInstance() {
        cache.reset(cache.scope)
    }
}
