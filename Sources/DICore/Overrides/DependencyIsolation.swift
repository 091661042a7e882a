/// Fresh, task-local copies of process-wide state for one test.
///
/// Styles with process-wide state (`Container.main`, registries' assignments, static Reader contexts, DIEffects'
/// `nextMocked…` values) look it up in the current isolation region first, so tests running in parallel never
/// see each other's. The region is task-local (a `Task.detached` leaves it); `DITesting`'s trait and XCTest base
/// class wrap every test in `withFreshState(operation:)`.
///
/// ```swift
/// DependencyIsolation.withFreshState {
///     // this test's own main
///     Container.main.bind(Logger.self, value: ConsoleLogger())
/// }
/// ```
public enum DependencyIsolation {
    /// Whether the current task runs inside `withFreshState(operation:)`.
    public static var isActive: Bool {
        TaskRegion.current?.isolation != nil
    }

    /// Runs `operation` with fresh process-wide state; overrides already in force stay in force.
    @discardableResult
    public static func withFreshState<Result>(operation: () throws -> Result) rethrows -> Result {
        var state = TaskRegion.currentOrEmpty
        state.isolation = IsolatedStore()
        return try TaskRegion.with(state, operation: operation)
    }

    /// The `async` form of `withFreshState(operation:)`.
    @discardableResult
    public static func withFreshState<Result>(
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        var state = TaskRegion.currentOrEmpty
        state.isolation = IsolatedStore()
        return try await TaskRegion.with(state, isolation: isolation, operation: operation)
    }
}

/// Per-test instances of process-wide state, keyed by ``DependencyKey``.
///
/// A style's global accessor (`Container.main`) asks ``current`` first and falls back to its process-wide value.
@usableFromInline
package final class IsolatedStore: @unchecked Sendable {
    private let storage = Locked<[DependencyKey: Any]>([:])
    /// The caches made in this scope, for a ``Scope/reset(_:)`` inside it.
    package let scopeDirectory = ScopeDirectory()

    package init() {}

    /// The store of the current task's isolation region, if any.
    @inline(__always)
    package static var current: IsolatedStore? {
        TaskRegion.current?.isolation
    }

    /// The isolated value for `key`, created by `create` on first use in this test's region.
    ///
    /// Marks the builds in progress as depending on the test's state (see ``ResolutionStack``), as does
    /// ``existingValue(for:as:)``.
    package func value<Value>(for key: DependencyKey, orCreate create: () -> Value) -> Value {
        ResolutionStack.mark(.isolatedState)
        if let existing = storage.withLock({ $0[key] }) as? Value {
            return existing
        }
        let created = create()
        return storage.withLock { entries in
            if let raced = entries[key] as? Value { return raced }
            entries[key] = created
            return created
        }
    }

    /// The isolated value for `key`, or `nil` if this test's region has not created one.
    package func existingValue<Value>(for key: DependencyKey, as type: Value.Type) -> Value? {
        ResolutionStack.mark(.isolatedState)
        return storage.withLock { $0[key] } as? Value
    }

    /// Replaces the isolated value for `key` (e.g. `Container.main = …` inside a test).
    package func set<Value>(_ value: Value, for key: DependencyKey) {
        storage.withLock { $0[key] = value }
    }

    /// Removes the isolated value for `key`, so the next access creates a fresh one.
    package func remove(_ key: DependencyKey) {
        _ = storage.withLock { $0.removeValue(forKey: key) }
    }
}
