/// A value built at most once, on first use, even when many threads ask at the same moment.
///
/// Readers of a built value take only this cell's short state lock. A build
/// is a state, not a held lock: the first thread to need the value claims it
/// through the cell's ``BuildGate`` and runs the factory with no lock held;
/// threads that need it meanwhile sleep on the gate's condition. If the build
/// throws, or its thread is ended by a captured trap, the cell is "not built"
/// again and one of the waiters builds it. ``reset()`` drops the value; the
/// next use builds a new one.
///
/// A value built from a task-local override or a test's isolated state (that
/// this cell does not belong to) is not kept here: it goes to the scope that
/// was current (``RegionInstances``), so no other task or test ever sees it.
///
/// The value lives in its own allocation (no class-stored `var`, so no dynamic
/// exclusivity check), and the read path is inlinable, so it specialises in the
/// caller and asks the runtime for no generic metadata.
///
/// ```swift
/// let database = SingletonCell<Database>()
/// let first = try database.value(key: key, location: location) { try Database.open() }
/// let second = try database.value(key: key, location: location) { try Database.open() }  // the same instance
/// ```
@usableFromInline
package final class SingletonCell<Value>: @unchecked Sendable {
    @usableFromInline let stateLock: Lock
    private let gate: BuildGate
    /// The value; initialised only while `isBuilt.pointee` is true. Both are guarded by `stateLock`.
    @usableFromInline let stored: UnsafeMutablePointer<Value>
    @usableFromInline let isBuilt: UnsafeMutablePointer<Bool>
    /// The scope whose ``Scope/reset(_:)`` drops a region's instance of this cell, if any.
    package let scope: Scope?
    /// The directory of the isolated test this cell belongs to, or ``ScopeDirectory/shared`` (the process).
    package let directory: ScopeDirectory

    /// A cell of `scope` that belongs to `directory`'s isolated test, or to the process.
    package init(scope: Scope? = nil, directory: ScopeDirectory = .shared) {
        let lock = Lock()
        stateLock = lock
        gate = BuildGate(lock: lock)
        self.scope = scope
        self.directory = directory
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

    /// The built value, or `nil` if it has not been built (never runs a factory, never looks at scopes).
    @inlinable
    package var cachedValue: Value? {
        stateLock.lock()
        defer { stateLock.unlock() }
        return isBuilt.pointee ? stored.pointee : nil
    }

    /// The value for the binding `key`, building it with `create` on first use, as a resolution frame.
    ///
    /// A factory that needs its own cell again throws ``DIError/circularDependency(cycle:location:fileID:line:)``;
    /// so does a wait that would never end because two threads build each other's
    /// dependencies (see ``BuildWaits``). A wait longer than
    /// ``ResolutionLimits/buildWaitTimeout`` throws `DI011`.
    @inlinable
    package func value(
        key: DependencyKey,
        location: SourceLocation,
        orCreate create: () throws -> Value
    ) throws -> Value {
        try withUnsafePointer(to: key) { try value(keyAt: $0, location: location, orCreate: create) }
    }

    /// ``value(key:location:orCreate:)`` for a caller that keeps its key at a stable address (an
    /// ``InstanceCache``), so a read neither copies nor retains the key; `key` stays valid until it returns.
    @inlinable
    package func value(
        keyAt key: UnsafePointer<DependencyKey>,
        location: SourceLocation,
        orCreate create: () throws -> Value
    ) throws -> Value {
        // No `Optional<Value>` on this path: in a generic caller it would cost a metadata lookup per read.
        if RegionInstances.noneInUse {
            stateLock.lock()
            if isBuilt.pointee {
                defer { stateLock.unlock() }
                return stored.pointee
            }
            stateLock.unlock()
        }
        return try build(keyAt: key, location: location, create)
    }

    /// The value of a cell whose builder is the toolkit's own and cannot fail (a formatter, a session).
    @inlinable
    package func value(orCreate create: () -> Value) -> Value {
        stateLock.lock()
        if isBuilt.pointee {
            defer { stateLock.unlock() }
            return stored.pointee
        }
        stateLock.unlock()
        do {
            return try value(key: DependencyKey(Value.self), location: SourceLocation(), orCreate: create)
        } catch {
            DiagnosticReporter.trap(error as? DIError ?? .factoryFailed(DependencyKey(Value.self), underlying: error))
        }
    }

    /// Everything but a kept value: the current scope's instance, or a build (or a wait for one).
    @usableFromInline
    func build(keyAt key: UnsafePointer<DependencyKey>, location: SourceLocation, _ create: () throws -> Value)
        throws -> Value
    {
        try gate.build(self, keyAt: key, location: location, create: create)
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

extension SingletonCell: InstanceKeepingCell {
    package static var holdsWeakly: Bool { false }

    package func readLocked() -> Value? {
        isBuilt.pointee ? stored.pointee : nil
    }

    package func accept(_ value: Value, key: DependencyKey, location: SourceLocation) {}

    package func storeLocked(_ value: Value) {
        stored.initialize(to: value)
        isBuilt.pointee = true
    }
}
