/// A value built at most once, on first use, even when many threads ask at the same moment.
///
/// Readers of a built value take only this cell's short state lock. Builders
/// serialise on the cell's own build lock, so a factory never runs under a
/// global lock, and two cells never wait for each other. ``reset()`` drops the
/// value; the next use builds a new one.
///
/// The value lives in its own allocation (no class-stored `var`, so no dynamic
/// exclusivity check), and the read path is inlinable, so it specialises in the
/// caller and asks the runtime for no generic metadata.
///
/// Callers that run user code must push a ``ResolutionStack`` frame *before*
/// calling ``value(orCreate:)``, so a factory that needs its own cell is
/// reported as a cycle instead of waiting on itself.
///
/// ```swift
/// let database = SingletonCell<Database>()
/// let first = try database.value { try Database.open() }
/// let second = try database.value { try Database.open() }  // the same instance; the factory ran once
/// ```
@usableFromInline
package final class SingletonCell<Value>: @unchecked Sendable {
    @usableFromInline let stateLock = Lock()
    private let buildLock = Lock()
    /// The value; initialised only while `isBuilt.pointee` is true. Both are guarded by `stateLock`.
    @usableFromInline let stored: UnsafeMutablePointer<Value>
    @usableFromInline let isBuilt: UnsafeMutablePointer<Bool>

    package init() {
        stored = .allocate(capacity: 1)
        isBuilt = .allocate(capacity: 1)
        isBuilt.initialize(to: false)
    }

    deinit {
        if isBuilt.pointee {
            stored.deinitialize(count: 1)
        }
        stored.deallocate()
        isBuilt.deallocate()
    }

    /// The built value, or `nil` if it has not been built (never runs a factory).
    @inlinable
    package var cachedValue: Value? {
        stateLock.lock()
        defer { stateLock.unlock() }
        return isBuilt.pointee ? stored.pointee : nil
    }

    /// The value, building it with `create` if this is the first use.
    @inlinable
    package func value(orCreate create: () throws -> Value) rethrows -> Value {
        stateLock.lock()
        if isBuilt.pointee {
            defer { stateLock.unlock() }
            return stored.pointee
        }
        stateLock.unlock()
        return try build(create)
    }

    @usableFromInline
    func build(_ create: () throws -> Value) rethrows -> Value {
        buildLock.lock()
        defer { buildLock.unlock() }
        if let existing = cachedValue { return existing }
        let created = try create()
        stateLock.withLock {
            stored.initialize(to: created)
            isBuilt.pointee = true
        }
        return created
    }

    /// The value for the binding `key`, building it with `create` on first use.
    ///
    /// Unlike ``value(orCreate:)``, a build that would wait forever for another
    /// thread that waits for this one (a cycle entered from both ends) throws
    /// ``DIError/circularDependency(cycle:location:)`` instead of blocking; see ``BuildWaits``.
    @inlinable
    package func value(
        key: DependencyKey,
        location: SourceLocation,
        orCreate create: () throws -> Value
    ) throws -> Value {
        stateLock.lock()
        if isBuilt.pointee {
            defer { stateLock.unlock() }
            return stored.pointee
        }
        stateLock.unlock()
        return try build(key: key, location: location, create)
    }

    @usableFromInline
    func build(key: DependencyKey, location: SourceLocation, _ create: () throws -> Value) throws -> Value {
        try BuildWaits.acquire(buildLock, cell: ObjectIdentifier(self), key: key, location: location)
        defer { BuildWaits.release(buildLock, cell: ObjectIdentifier(self)) }
        if let existing = cachedValue { return existing }
        let created = try create()
        stateLock.withLock {
            stored.initialize(to: created)
            isBuilt.pointee = true
        }
        return created
    }

    /// Drops the value and returns it, so the caller releases it outside the lock.
    @discardableResult
    package func reset() -> Value? {
        stateLock.withLock {
            guard isBuilt.pointee else { return nil }
            isBuilt.pointee = false
            return stored.move()
        }
    }
}
