import CDIAtomics

/// Instances of live cached bindings that were built from one region's overrides or isolated state.
///
/// Such an instance must never reach the live cache (every task would get it), yet its region must see one
/// instance: the cell goes back to "not built" and the instance is kept here, in the innermost region current at
/// its build, keyed by the cell, until the region's last task lets go. A count of regions holding instances lets
/// every resolve skip the lookup (one relaxed load) while none does.
@usableFromInline
package final class RegionInstances: ResettableCache, @unchecked Sendable {
    private struct Entry {
        /// Keeps the cell alive, so its identity cannot be reused by another cell while this entry exists.
        let cell: AnyObject
        let scopeName: String?
        let value: Any?
        weak var object: AnyObject?

        /// The kept instance: the strong value, or the weak object while it is alive.
        var instance: Any? {
            if let value { return value }
            if let object { return object }
            return nil
        }
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var isCounted = false
    }

    private let state = Locked(State())

    package init() {}

    deinit {
        if state.withLock({ $0.isCounted }) {
            cdi_region_instance_holders_add(-1)
        }
    }

    /// Whether no region anywhere holds an instance, so a resolve need not look (one relaxed load).
    @inlinable
    package static var noneInUse: Bool {
        cdi_region_instance_holders_is_zero()
    }

    /// The current region's instance for `cell`, if it keeps one.
    ///
    /// Marks the builds in progress as depending on the region.
    package static func instance<Value>(for cell: AnyObject, as type: Value.Type) -> Value? {
        guard !noneInUse, let instances = TaskRegion.current?.token?.instances else { return nil }
        guard let found = instances.lookup(cell, as: type) else { return nil }
        ResolutionStack.mark(.override)
        return found
    }

    /// Keeps `value` for `cell` in the current region and returns the instance the region keeps.
    ///
    /// If another build in the region kept one first, that one is returned; `nil` when no region is current (the
    /// caller publishes `value` as usual). A weak cell's instance is kept weakly.
    package static func keep<Value>(_ value: Value, for cell: AnyObject, scope: Scope?, weakly: Bool) -> Value? {
        guard let current = TaskRegion.current, let instances = current.token?.instances else { return nil }
        return instances.keep(value, for: cell, scope: scope, weakly: weakly, in: current.isolation)
    }

    private func lookup<Value>(_ cell: AnyObject, as type: Value.Type) -> Value? {
        // Unwrap before casting: `nil as? Value` succeeds when `Value` is itself optional.
        guard let found = state.withLock({ $0.entries[ObjectIdentifier(cell)]?.instance }) else { return nil }
        return found as? Value
    }

    private func keep<Value>(
        _ value: Value,
        for cell: AnyObject,
        scope: Scope?,
        weakly: Bool,
        in isolation: IsolatedStore?
    ) -> Value {
        let identity = ObjectIdentifier(cell)
        let (kept, isFirst) = state.withLock { state -> (Value, Bool) in
            if let found = state.entries[identity]?.instance, let earlier = found as? Value {
                return (earlier, false)
            }
            let object = weakly ? value as AnyObject : nil
            state.entries[identity] = Entry(
                cell: cell, scopeName: scope?.name, value: weakly ? nil : value, object: object)
            defer { state.isCounted = true }
            return (value, !state.isCounted)
        }
        if isFirst {
            cdi_region_instance_holders_add(1)
            (isolation?.scopeDirectory ?? ScopeDirectory.shared).enrolForEveryScope(self)
        }
        return kept
    }

    /// Drops the instances kept for cells of the lifetime `scope`; they are released after the lock.
    package func reset(_ scope: Scope) {
        let released = state.withLock { state -> [Entry] in
            let matching = state.entries.filter { $0.value.scopeName == scope.name }
            for identity in matching.keys {
                state.entries[identity] = nil
            }
            return Array(matching.values)
        }
        withExtendedLifetime(released) {}
    }
}
