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
package final class InstanceCache<Value>: ResettableCache, @unchecked Sendable {
    /// The binding's key, used in cycle paths and errors.
    package let key: DependencyKey
    /// The binding's lifetime.
    package let scope: Scope
    @usableFromInline let kind: Scope.Kind
    @usableFromInline let singleton: SingletonCell<Value>?
    private let weakCell: WeakCell<Value>?

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
            ScopeDirectory.shared.enrol(self, in: scope)
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
                try singleton.unsafelyUnwrapped.value(orCreate: create)
            }
        case .transient:
            return try ResolutionStack.withFrame(token: ObjectIdentifier(self), key: key, location: location, create)
        case .weak, .graph:
            return try build(location: location, create: create)
        }
    }

    @usableFromInline
    func build(location: SourceLocation, create: () throws -> Value) throws -> Value {
        let token = ObjectIdentifier(self)
        switch kind {
        case .transient:
            return try ResolutionStack.withFrame(token: token, key: key, location: location, create)
        case .cached:
            return try ResolutionStack.withFrame(token: token, key: key, location: location) {
                try singleton!.value(orCreate: create)
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
