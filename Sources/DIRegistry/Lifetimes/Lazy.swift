/// A dependency built on first access and then kept: Floatation's `Lazy`.
///
/// Best for instances that might never be needed. The builder runs at most
/// once, even when several threads ask at the same moment, and no lock is held
/// while it runs (other readers wait for it), so a builder may freely read
/// other registries. A builder that needs its own `instance` again is reported
/// as a circular dependency instead of deadlocking. Built on DICore's
/// ``/DICore/Scope/lazy`` lifetime, so `Scope.reset(.lazy)` drops every `Lazy`
/// instance; an instance built inside an override region from overridden
/// dependencies stays in that scope and is built again, live, after it.
///
/// `Lazy` is not `Sendable`: its builder is an ordinary closure, which in app
/// code is isolated to the actor that created it (the main actor), so running
/// it on whichever thread reads first could race. Keep a `Lazy` in the
/// isolation that made it, or inside a registry you have made
/// `@unchecked Sendable` because every builder it holds is safe to run anywhere.
///
/// ```swift
/// public final class StorageRegistry: Registry {
///     public required init(database: Lazy<Database>) {
///         self.database = database
///         super.init()
///     }
///
///     public static func createMockShared() -> StorageRegistry {
///         StorageRegistry(database: Lazy(builder: { InMemoryDatabase() }))
///     }
///
///     public let database: Lazy<Database>
/// }
///
/// let database = StorageRegistry.shared.database.instance  // built here, once
/// ```
public final class Lazy<Instance> {
    private let cell: LifetimeCell<Instance>

    /// Wraps `builder`, which runs on the first read of ``instance``.
    ///
    /// A circular dependency found while building is reported at the line that created this value.
    ///
    /// ```swift
    /// let database = Lazy(builder: { SQLiteDatabase(path: "app.db") })
    /// ```
    public init(fileID: String = #fileID, line: UInt = #line, builder: @escaping () -> Instance) {
        cell = LifetimeCell(scope: .lazy, location: SourceLocation(fileID: fileID, line: line), builder: builder)
    }

    /// The instance, built on first access and the same one afterwards.
    ///
    /// ```swift
    /// let first = lazyDatabase.instance
    /// assert(first === lazyDatabase.instance)
    /// ```
    public var instance: Instance {
        cell.instance
    }
}

extension Lazy: KeptLifetime {
    func dropInstance() {
        cell.dropInstance()
    }
}
