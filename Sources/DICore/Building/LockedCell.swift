/// A value its cell reads under a lock: kept weakly (Floatation's `WeakLazy`: shared while someone else holds it,
/// rebuilt after release; classes only) or until it is older than its scope's lifetime (Factory's `timeToLive`,
/// its age read on the ``Expiry`` clock from the end of its build).
///
/// Builds go through the cell's ``BuildGate`` as a ``SingletonCell``'s do (one at a time, no lock held while the
/// factory runs), and an instance built from an override or isolated state is kept by its region, not here.
@usableFromInline
package final class LockedCell<Value>: BuildGate, @unchecked Sendable {
    /// How the cell keeps its value.
    package enum Holding {
        /// While something else holds it.
        case weakly
        /// Until it is older than the expiry's lifetime.
        case until(Expiry)
    }

    private let holding: Holding
    /// The instance held weakly (``Holding/weakly``); guarded by `lock`.
    private weak var object: AnyObject?
    /// The kept value and the stopwatch started when it was kept (``Holding/until(_:)``); guarded by `lock`.
    private var stored: (value: Value, age: @Sendable () -> Duration)?
    /// Values a rebuild replaced, released after the lock, so their `deinit` may use the toolkit.
    private var retired: [Value] = []
    /// Whether the held value was built from the process's pick among declared values (``RegionUse/choice``).
    private var heldFromChoice = false
    package let scope: Scope?
    package let directory: ScopeDirectory
    @usableFromInline package let key: DependencyKey

    /// A cell for `key` that keeps its value as `scope` does (weakly, or until it expires), that belongs to
    /// `directory`.
    @usableFromInline
    package convenience init(key: DependencyKey, scope: Scope, directory: ScopeDirectory) {
        let holding: Holding = scope.kind == .weak ? .weakly : .until(scope.expiry.unsafelyUnwrapped)
        self.init(key: key, holding: holding, scope: scope, directory: directory)
    }

    /// A cell for `key` that keeps its value as `holding` says, of `scope`, that belongs to `directory`.
    package init(key: DependencyKey, holding: Holding, scope: Scope? = nil, directory: ScopeDirectory = .shared) {
        self.key = key
        self.holding = holding
        self.scope = scope
        self.directory = directory
        super.init(lock: Lock())
    }

    /// The kept value if it is still alive and young enough (never runs a factory, never looks at regions).
    package var cachedValue: Value? {
        lock.withLock { readLocked() }
    }

    /// The kept value, or a new one from `create`, built as a resolution frame of this cell.
    ///
    /// A weak cell throws `DI009` if `create` returns a value type, which could never be held weakly.
    package func value(location: SourceLocation = SourceLocation(), orCreate create: () throws -> Value) throws
        -> Value
    {
        defer { releaseRetired() }
        return try build(self, location: location, create: create)
    }

    /// ``value(location:orCreate:)`` with an `async` factory, built as an awaited resolution frame.
    package nonisolated(nonsending) func value(
        location: SourceLocation = SourceLocation(),
        orCreate create: () async throws -> Value
    ) async throws -> Value {
        defer { releaseRetired() }
        return try await build(self, location: location, create: create)
    }

    /// Forgets the value (holders keep theirs; the next use builds a new one); released after the lock.
    package func reset() {
        _ = take()
    }

    /// Forgets the value and returns what the cell held strongly, for its caller to release after the lock.
    package func take() -> (value: Value, age: @Sendable () -> Duration)? {
        lock.withLock {
            object = nil
            heldFromChoice = false
            return stored.take()
        }
    }

    private func releaseRetired() {
        guard case .until = holding else { return }
        _ = lock.withLock { () -> [Value] in
            defer { retired = [] }
            return retired
        }
    }
}

extension LockedCell: InstanceKeepingCell, Buildable {
    package var holdsWeakly: Bool {
        if case .weakly = holding { true } else { false }
    }

    package var isEmptyLocked: Bool {
        if case .weakly = holding {
            return object == nil
        }
        return readLocked() == nil
    }

    package func readLocked() -> Value? {
        switch holding {
        case .weakly:
            return object as? Value
        case .until(let expiry):
            guard let stored, stored.age() < expiry.lifetime else { return nil }
            return stored.value
        }
    }

    /// Refuses a value type for a weak cell, which could never hold it.
    package func accept(_ value: Value, key: DependencyKey, location: SourceLocation) throws {
        guard holdsWeakly, !(Swift.type(of: value as Any) is AnyClass) else { return }
        throw DIError.invalidScope(
            key, scope: .weak, reason: "\(String(reflecting: Swift.type(of: value as Any))) is not a class",
            location: location)
    }

    package var keptFromChoice: Bool {
        heldFromChoice
    }

    package func storeLocked(_ value: Value, fromChoice: Bool) {
        heldFromChoice = fromChoice
        switch holding {
        case .weakly:
            object = value as AnyObject
        case .until(let expiry):
            if let replaced = stored.take() {
                retired.append(replaced.value)
            }
            stored = (value, expiry.startStopwatch())
        }
    }
}
