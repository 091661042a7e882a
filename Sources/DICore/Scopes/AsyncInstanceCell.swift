/// A value built at most once by an `async` factory, even when many tasks ask at the same moment.
///
/// The async counterpart of ``SingletonCell`` (and, with `weakly`, of
/// ``WeakCell``): readers of a built value take only this cell's short lock; the
/// first task to need the value claims the build through the cell's
/// ``AsyncBuildGate`` and runs the factory, which may suspend, with no lock
/// held; tasks that need the value meanwhile suspend until the build ends. If
/// the factory throws, or its task is cancelled, the cell is "not built" again
/// and one of the waiters builds it.
///
/// A value built from a task-local override or a test's isolated state is kept
/// by that scope (``RegionInstances``), never here, exactly as on the sync path.
///
/// ```swift
/// let database = AsyncInstanceCell<Database>(scope: .singleton, directory: .current, weakly: false)
/// let first = try await database.value(key: key, location: location) { try await Database.open() }
/// let second = try await database.value(key: key, location: location) { try await Database.open() }  // the same
/// ```
package final class AsyncInstanceCell<Value>: ResettableCache, @unchecked Sendable {
    private let lock = Lock()
    private let gate: AsyncBuildGate
    /// The value of a strongly kept cell. Guarded by `lock`.
    private var strong: Value?
    /// The instance of a weakly kept cell. Guarded by `lock`.
    private weak var weakInstance: AnyObject?
    private let weakly: Bool
    /// The scope whose ``Scope/reset(_:)`` drops this cell's value and its region's instances.
    private let scope: Scope?
    /// The directory of the isolated test this cell belongs to, or ``ScopeDirectory/shared`` (the process).
    private let directory: ScopeDirectory

    /// A cell of `scope` that belongs to `directory`'s isolated test (or the process), holding its value weakly
    /// if `weakly`.
    package init(scope: Scope?, directory: ScopeDirectory, weakly: Bool) {
        gate = AsyncBuildGate(lock: lock)
        self.scope = scope
        self.directory = directory
        self.weakly = weakly
    }

    /// The built value, or `nil` (never runs a factory, never looks at scopes).
    package var cachedValue: Value? {
        lock.withLock { storedValue }
    }

    /// Call with `lock` held.
    private var storedValue: Value? {
        weakly ? weakInstance as? Value : strong
    }

    /// The value for the binding `key`, building it with `create` on first use, as an async resolution frame.
    ///
    /// A factory that needs its own cell again throws ``DIError/circularDependency(cycle:location:fileID:line:)`` with the
    /// path; so does a wait that could never end because two tasks build each other's dependencies.
    package nonisolated(nonsending) func value(
        key: DependencyKey,
        location: SourceLocation,
        orCreate create: () async throws -> Value
    ) async throws -> Value {
        if RegionInstances.noneInUse, let existing = cachedValue {
            return existing
        }
        if let scoped = RegionInstances.instance(for: self, as: Value.self) {
            return scoped
        }
        if let existing = cachedValue {
            return existing
        }
        return try await AsyncResolution.withFrame(
            token: ObjectIdentifier(self), key: key, location: location, claims: true
        ) { frame in
            try await build(in: frame, key: key, location: location, create)
        }
    }

    private nonisolated(nonsending) func build(
        in frame: AsyncResolutionFrame,
        key: DependencyKey,
        location: SourceLocation,
        _ create: () async throws -> Value
    ) async throws -> Value {
        while true {
            lock.lock()
            if let existing = storedValue {
                lock.unlock()
                return existing
            }
            switch try gate.claimOrEnqueue(frame: frame, key: key, location: location) {
            case .claimed:
                lock.unlock()
                return try await buildClaimed(in: frame, key: key, location: location, create)
            case .enqueued(let ticket):
                try await gate.wait(ticket, key: key, location: location)
                // The build this task waited for may have gone to its scope: look there before building.
                if let scoped = RegionInstances.instance(for: self, as: Value.self) {
                    return scoped
                }
            }
        }
    }

    /// Runs the factory of the build `frame` claimed and publishes (or scopes) its value.
    private nonisolated(nonsending) func buildClaimed(
        in frame: AsyncResolutionFrame,
        key: DependencyKey,
        location: SourceLocation,
        _ create: () async throws -> Value
    ) async throws -> Value {
        let created: Value
        do {
            created = try await create()
        } catch {
            lock.withLock { gate.end(frame.owner) }
            throw error
        }
        if weakly, !(Swift.type(of: created as Any) is AnyClass) {
            lock.withLock { gate.end(frame.owner) }
            throw DIError.invalidScope(
                key, scope: scope ?? .weak,
                reason: "\(String(reflecting: Swift.type(of: created as Any))) is not a class", location: location)
        }
        if frame.usedRegion(cacheDirectory: directory),
            let kept = RegionInstances.keep(created, for: self, scope: scope, weakly: weakly)
        {
            lock.withLock { gate.end(frame.owner) }
            return kept
        }
        lock.withLock {
            if weakly {
                weakInstance = created as AnyObject
            } else {
                strong = created
            }
            gate.end(frame.owner)
        }
        return created
    }

    /// Drops the value (released after the lock), so the next use builds a new one.
    package func reset(_ scope: Scope) {
        let released = lock.withLock { () -> Value? in
            defer {
                strong = nil
                weakInstance = nil
            }
            return strong
        }
        _ = released
    }
}
