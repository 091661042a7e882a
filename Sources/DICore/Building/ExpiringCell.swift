/// A value kept until it is older than its scope's lifetime, then rebuilt on next use: Factory's `timeToLive`.
///
/// Like ``SingletonCell`` and ``WeakCell``, at most one build runs at a time (so however many threads find the
/// instance expired at once, one of them rebuilds it and the others get that new instance), no lock is held
/// while it runs, a failed or abandoned build lets a waiter build instead, and an instance built from an
/// override or a test's isolated state is kept by its region, not here. Its age is read on the scope's clock
/// (``Expiry``), from the end of its build.
///
/// ```swift
/// let token = ExpiringCell<Token>(key: DependencyKey(Token.self), expiry: Expiry(lifetime: .seconds(300), clock: ContinuousClock()))
/// let first = try token.value(location: location) { Token.fetch() }
/// ```
package final class ExpiringCell<Value>: @unchecked Sendable {
    private let stateLock: Lock
    private let gate: BuildGate
    private let expiry: Expiry
    /// The kept value and the stopwatch started when it was kept; guarded by `stateLock`.
    private var stored: (value: Value, age: @Sendable () -> Duration)?
    /// Values a rebuild replaced, released by ``releaseRetired()`` after the lock, so its `deinit` may use the
    /// toolkit.
    private var retired: [Value] = []
    /// The scope whose ``Scope/reset(_:)`` drops a region's instance of this cell, if any.
    package let scope: Scope?
    /// The directory of the isolated test this cell belongs to, or ``ScopeDirectory/shared`` (the process).
    package let directory: ScopeDirectory
    /// The key of the binding this cell keeps the value of, named in cycle paths and errors.
    package let key: DependencyKey

    /// A cell for `key` whose values live as long as `expiry` says, of `scope`, that belongs to `directory`.
    package init(key: DependencyKey, expiry: Expiry, scope: Scope? = nil, directory: ScopeDirectory = .shared) {
        self.key = key
        self.expiry = expiry
        let lock = Lock()
        stateLock = lock
        gate = BuildGate(lock: lock)
        self.scope = scope
        self.directory = directory
    }

    /// The kept value if it has not expired (never runs a factory, never looks at regions).
    package var cachedValue: Value? {
        stateLock.withLock { readLocked() }
    }

    /// The kept value, or a new one from `create` if there is none or it expired, built as a resolution frame.
    package func value(location: SourceLocation = SourceLocation(), orCreate create: () throws -> Value) throws
        -> Value
    {
        defer { releaseRetired() }
        return try gate.build(self, location: location, create: create)
    }

    /// ``value(location:orCreate:)`` with an `async` factory, built as an awaited resolution frame.
    package nonisolated(nonsending) func value(
        location: SourceLocation = SourceLocation(),
        orCreate create: () async throws -> Value
    ) async throws -> Value {
        defer { releaseRetired() }
        return try await gate.build(self, location: location, create: create)
    }

    /// Forgets the value (holders keep theirs; the next use builds a new one); released after the lock.
    package func reset() {
        _ = stateLock.withLock { stored.take() }
    }

    /// Releases a value a rebuild replaced, outside the lock.
    private func releaseRetired() {
        _ = stateLock.withLock { () -> [Value] in
            defer { retired = [] }
            return retired
        }
    }
}

extension ExpiringCell: InstanceKeepingCell, Buildable {
    package static var holdsWeakly: Bool { false }

    /// The kept value while it is younger than the lifetime.
    package func readLocked() -> Value? {
        guard let stored, stored.age() < expiry.lifetime else { return nil }
        return stored.value
    }

    package func accept(_ value: Value, key: DependencyKey, location: SourceLocation) {}

    package func storeLocked(_ value: Value) {
        if let replaced = stored.take() {
            retired.append(replaced.value)
        }
        stored = (value, expiry.startStopwatch())
    }
}
