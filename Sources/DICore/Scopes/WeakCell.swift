/// A class instance shared while someone else holds it, rebuilt after the last holder lets go.
///
/// This is the lifetime of Floatation's `WeakLazy`. Like ``SingletonCell``, at
/// most one build runs at a time and no global lock is held while it runs.
///
/// ```swift
/// let cache = WeakCell<ImageCache>()
/// var holder: ImageCache? = try cache.value { ImageCache() }
/// holder = nil  // released; the next value(orCreate:) builds a new one
/// ```
package final class WeakCell<Value>: @unchecked Sendable {
    private let stateLock = Lock()
    private let buildLock = Lock()
    private weak var stored: AnyObject?

    package init() {}

    /// The instance if it is still alive (never runs a factory).
    package var cachedValue: Value? {
        stateLock.withLock { stored } as? Value
    }

    /// The live instance, or a new one from `create`.
    ///
    /// Throws ``DIError/invalidScope(_:scope:reason:location:)`` if `create` returns a value type,
    /// which could never be held weakly.
    package func value(
        key: DependencyKey,
        location: SourceLocation = SourceLocation(),
        orCreate create: () throws -> Value
    ) throws -> Value {
        if let existing = cachedValue { return existing }
        try BuildWaits.acquire(buildLock, cell: ObjectIdentifier(self), key: key, location: location)
        defer { BuildWaits.release(buildLock, cell: ObjectIdentifier(self)) }
        if let existing = cachedValue { return existing }
        let created = try create()
        guard Swift.type(of: created as Any) is AnyClass else {
            throw DIError.invalidScope(
                key, scope: .weak, reason: "\(String(reflecting: Swift.type(of: created as Any))) is not a class",
                location: location)
        }
        let object = created as AnyObject
        stateLock.withLock { stored = object }
        return created
    }

    /// Forgets the instance (holders keep theirs; the next use builds a new one).
    package func reset() {
        stateLock.withLock { stored = nil }
    }
}
