/// A value built at most once, on first use, even when many threads ask at the same moment.
///
/// Readers of a built value take only this cell's short state lock. Builders
/// serialise on the cell's own build lock, so a factory never runs under a
/// global lock, and two cells never wait for each other. ``reset()`` drops the
/// value; the next use builds a new one.
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
package final class SingletonCell<Value>: @unchecked Sendable {
    private let stateLock = Lock()
    private let buildLock = Lock()
    private var stored: Value?

    package init() {}

    /// The built value, or `nil` if it has not been built (never runs a factory).
    @inline(__always)
    package var cachedValue: Value? {
        stateLock.lock()
        defer { stateLock.unlock() }
        return stored
    }

    /// The value, building it with `create` if this is the first use.
    package func value(orCreate create: () throws -> Value) rethrows -> Value {
        if let existing = cachedValue { return existing }
        buildLock.lock()
        defer { buildLock.unlock() }
        if let existing = cachedValue { return existing }
        let created = try create()
        stateLock.withLock { stored = created }
        return created
    }

    /// Drops the value and returns it, so the caller releases it outside the lock.
    @discardableResult
    package func reset() -> Value? {
        stateLock.withLock {
            let previous = stored
            stored = nil
            return previous
        }
    }
}
