/// The instances of one binding, kept according to its ``Scope``.
///
/// Every style stores its bindings' instances in one of these, so singleton,
/// weak, lazy, graph and custom lifetimes behave identically everywhere, and
/// each build is a ``ResolutionStack`` frame (cycle detection with the full path).
///
/// ```swift
/// let cache = InstanceCache<Logger>(key: DependencyKey(Logger.self), scope: .singleton)
/// let logger = try cache.instance { RemoteLogger() }
/// ```
@usableFromInline
package final class InstanceCache<Value>: ResettableCache, @unchecked Sendable {
    /// The binding's key, used in cycle paths and errors.
    @usableFromInline package let key: DependencyKey
    /// The binding's lifetime.
    package let scope: Scope
    @usableFromInline let kind: Scope.Kind
    @usableFromInline let singleton: SingletonCell<Value>?
    private let weakCell: WeakCell<Value>?
    /// What ``ScopeDirectory`` holds weakly for this cache (see ``EnrolledCells``).
    private let enrolment: EnrolledCells<Value>?

    /// Creates the cache; cached and weak scopes enrol for ``Scope/reset(_:)``.
    package init(key: DependencyKey, scope: Scope) {
        self.key = key
        self.scope = scope
        self.kind = scope.kind
        switch scope.kind {
        case .cached:
            singleton = SingletonCell()
            weakCell = nil
        case .weak:
            singleton = nil
            weakCell = WeakCell()
        case .transient, .graph:
            singleton = nil
            weakCell = nil
        }
        if singleton != nil || weakCell != nil {
            let cells = EnrolledCells(singleton: singleton, weakCell: weakCell)
            enrolment = cells
            ScopeDirectory.shared.enrol(cells, in: scope)
        } else {
            enrolment = nil
        }
    }

    /// The instance for this resolution, building it with `create` when the scope needs a new one.
    ///
    /// Inlinable, with the singleton read and the transient build, so both
    /// specialise in the caller: no generic metadata is requested at run time.
    @inlinable
    package func instance(
        location: SourceLocation = SourceLocation(),
        create: () throws -> Value
    ) throws -> Value {
        switch kind {
        case .cached:
            if let existing = singleton.unsafelyUnwrapped.cachedValue {
                return existing
            }
            return try ResolutionStack.withFrame(token: ObjectIdentifier(self), key: key, location: location) {
                try singleton.unsafelyUnwrapped.value(key: key, location: location, orCreate: create)
            }
        case .transient:
            return try ResolutionStack.withFrame(token: ObjectIdentifier(self), key: key, location: location, create)
        case .weak, .graph:
            return try build(location: location, create: create)
        }
    }

    /// The kept instance of a ``Scope/singleton``-like scope, or `nil` (for any other scope, too).
    ///
    /// The cheapest read a caller can make before setting up a build: no frame, no closure.
    @inlinable
    package var keptSingleton: Value? {
        kind == .cached ? singleton.unsafelyUnwrapped.cachedValue : nil
    }

    @usableFromInline
    func build(location: SourceLocation, create: () throws -> Value) throws -> Value {
        let token = ObjectIdentifier(self)
        switch kind {
        case .transient:
            return try ResolutionStack.withFrame(token: token, key: key, location: location, create)
        case .cached:
            return try ResolutionStack.withFrame(token: token, key: key, location: location) {
                try singleton!.value(key: key, location: location, orCreate: create)
            }
        case .weak:
            if let existing = weakCell!.cachedValue { return existing }
            return try ResolutionStack.withFrame(token: token, key: key, location: location) {
                try weakCell!.value(key: key, location: location, orCreate: create)
            }
        case .graph:
            return try ResolutionStack.graphInstance(token: token, key: key, location: location, create: create)
        }
    }

    /// The instance held right now, without building one (for descriptions and tests).
    package var cachedInstance: Value? {
        singleton?.cachedValue ?? weakCell?.cachedValue
    }

    /// Drops the held instance; it is released after the cache's lock is released.
    package func reset() {
        let released = singleton?.reset()
        weakCell?.reset()
        _ = released
    }
}

/// The cells of one ``InstanceCache``, as ``ScopeDirectory`` sees them for ``Scope/reset(_:)``.
///
/// The directory holds its caches weakly, and a weakly referenced object keeps
/// its reference count in a side table, which sends every retain and release
/// of it down the runtime's slow path. The cache itself is retained on every
/// resolution, so the weak reference points here instead: this object lives
/// exactly as long as its cache (the cache is its only strong owner).
private final class EnrolledCells<Value>: ResettableCache, @unchecked Sendable {
    let singleton: SingletonCell<Value>?
    let weakCell: WeakCell<Value>?

    init(singleton: SingletonCell<Value>?, weakCell: WeakCell<Value>?) {
        self.singleton = singleton
        self.weakCell = weakCell
    }

    /// Drops the held instance; it is released after the cell's lock is released.
    func reset() {
        let released = singleton?.reset()
        weakCell?.reset()
        _ = released
    }
}
