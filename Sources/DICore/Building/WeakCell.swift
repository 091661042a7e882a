/// A class instance shared while someone else holds it, rebuilt after the last holder lets go.
///
/// This is the lifetime of Floatation's `WeakLazy`. Like ``SingletonCell``, at
/// most one build runs at a time, no lock is held while it runs, a failed or
/// abandoned build lets a waiter build instead, and an instance built from an
/// override or a test's isolated state is kept by its scope, not here.
///
/// ```swift
/// let cache = WeakCell<ImageCache>(key: DependencyKey(ImageCache.self))
/// var holder: ImageCache? = try cache.value(location: location) { ImageCache() }
/// holder = nil  // released; the next value(location:orCreate:) builds a new one
/// ```
package final class WeakCell<Value>: @unchecked Sendable {
    private let stateLock: Lock
    private let gate: BuildGate
    private weak var stored: AnyObject?
    /// The scope whose ``Scope/reset(_:)`` drops a region's instance of this cell, if any.
    package let scope: Scope?
    /// The directory of the isolated test this cell belongs to, or ``ScopeDirectory/shared`` (the process).
    package let directory: ScopeDirectory

    /// The key of the binding this cell keeps the value of, named in cycle paths and errors.
    @usableFromInline package let key: DependencyKey

    /// A cell for `key`, of `scope`, that belongs to `directory`'s isolated test, or to the process.
    package init(key: DependencyKey, scope: Scope? = nil, directory: ScopeDirectory = .shared) {
        self.key = key
        let lock = Lock()
        stateLock = lock
        gate = BuildGate(lock: lock)
        self.scope = scope
        self.directory = directory
    }

    /// The instance if it is still alive (never runs a factory, never looks at scopes).
    package var cachedValue: Value? {
        stateLock.withLock { stored } as? Value
    }

    /// The live instance, or a new one from `create`, built as a resolution frame of this cell.
    ///
    /// Throws ``DIError/invalidScope(_:scope:reason:location:fileID:line:)`` if `create` returns a value type,
    /// which could never be held weakly, and the errors of ``SingletonCell/value(location:orCreate:)``.
    package func value(location: SourceLocation = SourceLocation(), orCreate create: () throws -> Value) throws
        -> Value
    {
        try gate.build(self, location: location, create: create)
    }

    /// ``value(location:orCreate:)`` with an `async` factory, built as an awaited resolution frame.
    package nonisolated(nonsending) func value(
        location: SourceLocation = SourceLocation(),
        orCreate create: () async throws -> Value
    ) async throws -> Value {
        try await gate.build(self, location: location, create: create)
    }

    /// Forgets the instance (holders keep theirs; the next use builds a new one).
    package func reset() {
        stateLock.withLock { stored = nil }
    }
}

extension WeakCell: InstanceKeepingCell, Buildable {
    package static var holdsWeakly: Bool { true }

    package func readLocked() -> Value? {
        stored as? Value
    }

    /// Refuses a value type, which could never be held weakly.
    package func accept(_ value: Value, key: DependencyKey, location: SourceLocation) throws {
        guard Swift.type(of: value as Any) is AnyClass else {
            throw DIError.invalidScope(
                key, scope: .weak, reason: "\(String(reflecting: Swift.type(of: value as Any))) is not a class",
                location: location)
        }
    }

    package func storeLocked(_ value: Value) {
        stored = value as AnyObject
    }
}
