/// The task-local state behind overrides and isolated test state.
///
/// One task-local holds both, so a style reads at most one task-local per
/// resolution, and none at all while no scope is active anywhere in the process
/// (``TaskScope/current`` checks an atomic flag first). The flag is never
/// cleared, so a task that escapes its scope (`Task { }`) still sees the state
/// it inherited; only a process that never opens a scope skips the lookup.
package struct ScopeState: Sendable {
    /// The overrides in force, innermost winning.
    package var overrides: DependencyOverrides
    /// Fresh per-test instances of process-wide state, if a test isolated it.
    package var isolation: IsolatedStore?
}

/// Access to the task-local ``ScopeState``.
package enum TaskScope {
    @TaskLocal package static var state: ScopeState?

    /// Non-zero once any override or isolation scope has been opened in this process.
    package static let everOpened = AtomicCounter()

    /// The current task's state, or `nil` (cheaply) while no scope was ever opened.
    @inline(__always)
    package static var current: ScopeState? {
        if everOpened.isZero { return nil }
        return state
    }

    /// Runs `operation` with `state` as the current task-local state.
    package static func with<Result>(_ state: ScopeState, operation: () throws -> Result) rethrows -> Result {
        if everOpened.isZero { everOpened.store(1) }
        return try $state.withValue(state, operation: operation)
    }

    /// The `async` form of ``with(_:operation:)``.
    package static func with<Result>(
        _ state: ScopeState,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        if everOpened.isZero { everOpened.store(1) }
        return try await $state.withValue(state, operation: operation, isolation: isolation)
    }
}
