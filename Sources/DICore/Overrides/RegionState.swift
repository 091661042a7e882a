import CDIAtomics

/// The task-local state of an override or isolation *region*: the overrides, isolated test state and
/// dependency context in force for the task tree a `withOverrides`-style closure (or a test's isolation)
/// runs.
///
/// In DICore "region" names that extent of code and tasks; "scope" means only a lifetime (``Scope``).
/// One task-local holds everything, so a style reads at most one task-local per
/// resolution, and none at all while no region can be visible anywhere in the
/// process: ``TaskRegion/current`` first checks an atomic count of live
/// ``RegionToken``s.
@usableFromInline
package struct RegionState: Sendable {
    /// The overrides in force, innermost winning.
    @usableFromInline package var overrides: DependencyOverrides
    /// Fresh per-test instances of process-wide state, if a test isolated it.
    package var isolation: IsolatedStore?
    /// The context `DependencyContext.withContext` set for this task tree, if any.
    @usableFromInline package var context: DependencyContext? = nil
    /// Keeps the count of live segion states (`cdi_live_regions`) above zero for as long as any task can still see this state.
    @usableFromInline package var token: RegionToken? = nil

    /// Whether a wiring recording or resolution trace is in force for this task: a flag the read paths
    /// test before they touch ``recorder``, so a task that records nothing pays no reference count for it.
    @inlinable package var isRecording: Bool {
        token?.isRecording ?? false
    }

    /// The wiring recording or resolution trace in force for this task, if any (see `Wiring/`).
    @inlinable package var recorder: WiringRecorder? {
        isRecording ? token?.recorder : nil
    }
}

/// Counts one installed ``RegionState`` for as long as anything holds it.
///
/// Task-local values are retained by every task that inherits them, including
/// an unstructured `Task { }` that outlives its scope, so the count drops to
/// zero only when no task anywhere can read a segion state. A task that has a
/// state always sees a non-zero count: the increment happened before the state
/// was installed, in that task's own history.
@usableFromInline
package final class RegionToken: Sendable {
    /// Instances of live cached bindings built from this scope's overrides or isolated state.
    package let instances: RegionInstances
    /// The recorder of a wiring recording or trace, inherited by every scope opened inside it.
    @usableFromInline let recorder: WiringRecorder?
    /// Whether ``recorder`` is set, readable without retaining it.
    @usableFromInline let isRecording: Bool

    /// A token of a new scope; `instances` is given only by a scope that must keep its enclosing scope's.
    init(recorder: WiringRecorder?, instances: RegionInstances = RegionInstances()) {
        self.instances = instances
        self.recorder = recorder
        self.isRecording = recorder != nil
        cdi_live_regions_add(1)
    }

    deinit {
        cdi_live_regions_add(-1)
    }
}

/// Access to the task-local ``RegionState``.
@usableFromInline
package enum TaskRegion {
    @usableFromInline @TaskLocal package static var state: RegionState?

    /// The current task's state, or `nil` (one relaxed atomic load) while no task anywhere can see a scope.
    @inlinable
    package static var current: RegionState? {
        if cdi_live_regions_is_zero() { return nil }
        return state
    }

    /// Runs `operation` with `state` as the current task-local state.
    package static func with<Result>(_ state: RegionState, operation: () throws -> Result) rethrows -> Result {
        var installed = state
        installed.token = RegionToken(recorder: state.recorder)
        return try $state.withValue(installed, operation: operation)
    }

    /// The `async` form of ``with(_:operation:)``.
    package static func with<Result>(
        _ state: RegionState,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        var installed = state
        installed.token = RegionToken(recorder: state.recorder)
        return try await $state.withValue(installed, operation: operation, isolation: isolation)
    }

    /// Runs `operation` with the current state and `recorder` recording its resolutions.
    ///
    /// The recording's scope keeps its instances where the enclosing scope keeps them, so a singleton
    /// built from an override while recording is still that override region's one instance afterwards.
    package static func with<Result>(recorder: WiringRecorder, operation: () throws -> Result) rethrows -> Result {
        var installed = current ?? RegionState(overrides: DependencyOverrides(), isolation: nil)
        installed.token = RegionToken(recorder: recorder, instances: installed.token?.instances ?? RegionInstances())
        return try $state.withValue(installed, operation: operation)
    }

    /// The `async` form of ``with(recorder:operation:)``.
    package static func with<Result>(
        recorder: WiringRecorder,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        var installed = current ?? RegionState(overrides: DependencyOverrides(), isolation: nil)
        installed.token = RegionToken(recorder: recorder, instances: installed.token?.instances ?? RegionInstances())
        return try await $state.withValue(installed, operation: operation, isolation: isolation)
    }
}
