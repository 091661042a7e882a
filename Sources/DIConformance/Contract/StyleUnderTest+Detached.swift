import DICore

extension StyleUnderTest {
    /// Runs `operation` in a `Task.detached` in DIToolkit's fresh state and context of the starting task,
    /// without its overrides: what a detached task of a test process that shares one state would see.
    ///
    /// The scenario's fresh state stands in for the process-wide state, so the detached task reads the
    /// live wiring of the scenario and not the empty state of the `di-compare` process.
    public func detached<Result: Sendable>(
        _ operation: @escaping @Sendable () throws -> Result
    ) async throws -> Result {
        var processState = TaskRegion.current
        processState?.overrides = DependencyOverrides()
        return try await Task.detached { [processState] in
            guard let processState else { return try operation() }
            return try TaskRegion.with(processState) { try operation() }
        }.value
    }
}
