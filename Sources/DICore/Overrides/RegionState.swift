import CDIAtomics

/// The task-local state of an override or isolation *region* (the extent of code and tasks a `withOverrides`-style
/// closure or a test's isolation runs; "scope" means only a lifetime): its overrides, isolated test state and
/// context. One task-local holds it all, read at most once per resolution and not at all while no region is alive
/// (``TaskRegion/current`` checks a count first). The fields live in one immutable object, so a read retains one
/// reference; opening a region makes a new one.
@usableFromInline
package struct RegionState: Sendable {
    @usableFromInline
    final class Fields: Sendable {
        @usableFromInline let overrides: DependencyOverrides
        @usableFromInline let isolation: IsolatedStore?
        @usableFromInline let context: DependencyContext?
        @usableFromInline let launch: LaunchFacts?
        @usableFromInline let token: RegionToken?
        /// Set only in ``RegionState/outside``.
        @usableFromInline let isOutside: Bool

        @usableFromInline
        init(
            overrides: DependencyOverrides, isolation: IsolatedStore?, context: DependencyContext?,
            launch: LaunchFacts?, token: RegionToken?, isOutside: Bool = false
        ) {
            self.isOutside = isOutside
            self.overrides = overrides
            self.isolation = isolation
            self.context = context
            self.launch = launch
            self.token = token
        }
    }

    @usableFromInline var fields: Fields

    /// The task-local's value outside every region (see ``TaskRegion``); the only state whose `isOutside` is set.
    static let outside = RegionState(
        fields: Fields(
            overrides: DependencyOverrides(), isolation: nil, context: nil, launch: nil, token: nil, isOutside: true))

    /// Whether this is ``outside``: no region.
    @inlinable var isOutside: Bool {
        fields.isOutside
    }

    package init(
        overrides: DependencyOverrides, isolation: IsolatedStore?, context: DependencyContext? = nil,
        token: RegionToken? = nil
    ) {
        fields = Fields(overrides: overrides, isolation: isolation, context: context, launch: nil, token: token)
    }

    private init(fields: Fields) {
        self.fields = fields
    }

    /// The overrides in force, innermost winning.
    @inlinable package var overrides: DependencyOverrides {
        _read { yield fields.overrides }
        set {
            fields = Fields(overrides: newValue, isolation: isolation, context: context, launch: launch, token: token)
        }
    }
    /// Fresh per-test instances of process-wide state, if a test isolated it.
    @usableFromInline package var isolation: IsolatedStore? {
        get { fields.isolation }
        set {
            fields = Fields(overrides: overrides, isolation: newValue, context: context, launch: launch, token: token)
        }
    }
    /// The context `DependencyContext.withContext` set for this task tree, if any.
    @inlinable package var context: DependencyContext? {
        get { fields.context }
        set {
            fields = Fields(overrides: overrides, isolation: isolation, context: newValue, launch: launch, token: token)
        }
    }
    /// Keeps the count of regions alive above zero for as long as any task can still see this state.
    @inlinable package var token: RegionToken? {
        get { fields.token }
        set {
            fields = Fields(
                overrides: overrides, isolation: isolation, context: context, launch: launch, token: newValue)
        }
    }
    /// The launch `LaunchEnvironment.withLaunch` simulates for this task tree, if any.
    @inlinable package var launch: LaunchFacts? {
        get { fields.launch }
        set {
            fields = Fields(
                overrides: overrides, isolation: isolation, context: context, launch: newValue, token: token)
        }
    }

    /// Whether this region picks among a dependency's declared values otherwise than the process may: it sets a
    /// context other than the detected one, or simulates a launch.
    package var decidesChoices: Bool {
        if let context = fields.context, context != DependencyContext.detected {
            return true
        }
        return fields.launch != nil
    }

    /// Whether a recording or trace is in force, tested before touching ``observer`` (no reference count).
    @inlinable package var isRecording: Bool {
        fields.token?.isRecording ?? false
    }

    /// The wiring recording or resolution trace in force for this task, if any (DIWiring's recorder).
    @inlinable package var observer: (any ResolutionObserver)? {
        isRecording ? fields.token?.observer : nil
    }
}

/// Counts one installed ``RegionState`` for as long as anything holds it.
///
/// Every task that inherits a task-local retains it, an outliving `Task { }` included, so the count drops to zero
/// only when no task can read a region; a task that has a state always sees a non-zero count.
@usableFromInline
package final class RegionToken: Sendable {
    /// Instances of live cached bindings built from this region's overrides or isolated state.
    package let instances: RegionInstances
    /// The observer of a wiring recording or trace, inherited by every region opened inside it.
    @usableFromInline let observer: (any ResolutionObserver)?
    /// Whether ``observer`` is set, readable without retaining it.
    @usableFromInline let isRecording: Bool

    /// Whether ``close()`` already took this token out of the count.
    private let closed = AtomicCounter()

    init(observer: (any ResolutionObserver)?, instances: RegionInstances = RegionInstances()) {
        self.instances = instances
        self.observer = observer
        self.isRecording = observer != nil
        cdi_regions_alive_add(1)
    }

    /// Takes the token out of the count before it is released, for a region whose state a thread may hold for the
    /// rest of the process (a verification build parked after a trap).
    func close() {
        if closed.compareExchange(expected: 0, desired: 1) {
            cdi_regions_alive_add(-1)
        }
    }

    /// Whether ``close()`` took this token out of the count: the operation of its verification has returned.
    var isClosed: Bool {
        closed.value != 0
    }

    deinit {
        close()
    }
}

/// Access to the task-local ``RegionState``.
@usableFromInline
package enum TaskRegion {
    /// The task-local itself: a state that is never `nil`, ``RegionState/outside`` outside every region. Not optional,
    /// because reading a task-local copies its value through the type's value witnesses, and an optional's cost
    /// several calls more on every resolve in a region.
    @usableFromInline @TaskLocal static var installed = RegionState.outside

    /// The current task's own state, if it is in a region.
    @inlinable
    package static var state: RegionState? {
        let found = installed
        return found.isOutside ? nil : found
    }

    /// The current task's state, or `nil` (one relaxed atomic load) while no task anywhere can see a region; a task
    /// with no region of its own sees the launch scenario's, if the app applied one.
    @inlinable
    package static var current: RegionState? {
        if cdi_no_region_alive() { return nil }
        let found = installed
        return found.isOutside ? LaunchScenarioRegion.state : found
    }

    /// Whether the current task's region picks among declared values otherwise than the process may
    /// (``RegionState/decidesChoices``); one relaxed load while no region is alive. Out of line: only a value kept
    /// from the process's pick asks it on a read.
    @usableFromInline
    package static var decidesChoices: Bool {
        current?.decidesChoices ?? false
    }

    /// Runs `operation` with `state` installed, or outside every region if it is `nil`.
    package static func withState<Result>(_ state: RegionState?, operation: () throws -> Result) rethrows -> Result {
        try $installed.withValue(state ?? .outside, operation: operation)
    }

    /// The current task's state, or an empty one: what a region opened here starts from.
    package static var currentOrEmpty: RegionState {
        current ?? RegionState(overrides: DependencyOverrides(), isolation: nil)
    }

    /// Runs `operation` with `state` as the current task-local state, counted as a region alive.
    package static func with<Result>(_ state: RegionState, operation: () throws -> Result) rethrows -> Result {
        try $installed.withValue(opened(state), operation: operation)
    }

    package static func with<Result>(
        _ state: RegionState,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $installed.withValue(opened(state), operation: operation, isolation: isolation)
    }

    /// The state to install, counted alive; opening the process's first region is a first use of DIToolkit, where a
    /// test that only overrides (the app's copy of DIToolkit builds the values) looks for a second copy of DICore.
    private static func opened(_ state: RegionState) -> RegionState {
        RuntimeCopies.checkOnce(firstUseAt: SourceLocation())
        var installed = state
        installed.token = RegionToken(observer: state.observer)
        return installed
    }

    /// Runs `operation` in a region captured earlier (`CarriedDependencies`), or in none if `state` is `nil`.
    ///
    /// The region is entered as it was, instances included (a singleton it built from an override is the one the
    /// operation sees), counted alive again; a verification's observer stays behind once its operation returned.
    package static func enter<Result>(_ state: RegionState?, operation: () throws -> Result) rethrows -> Result {
        try withState(reentered(state), operation: operation)
    }

    package static func enter<Result>(
        _ state: RegionState?,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $installed.withValue(reentered(state) ?? .outside, operation: operation, isolation: isolation)
    }

    private static func reentered(_ state: RegionState?) -> RegionState? {
        guard var installed = state, let captured = installed.token else { return state }
        let observer = captured.isClosed ? nil : captured.observer
        installed.token = RegionToken(observer: observer, instances: captured.instances)
        return installed
    }

    /// Runs `operation` with the current state and `observer` recording its resolutions.
    ///
    /// The recording keeps its instances where the enclosing region keeps them; a verification's region stops
    /// counting as alive when `operation` returns, even if a build it parked still holds it.
    package static func with<Result>(
        observer: any ResolutionObserver, operation: () throws -> Result
    ) rethrows -> Result {
        let installed = recording(observer)
        defer { if observer.endsWithItsOperation { installed.token?.close() } }
        return try $installed.withValue(installed, operation: operation)
    }

    package static func with<Result>(
        observer: any ResolutionObserver,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        let installed = recording(observer)
        defer { if observer.endsWithItsOperation { installed.token?.close() } }
        return try await $installed.withValue(installed, operation: operation, isolation: isolation)
    }

    private static func recording(_ observer: any ResolutionObserver) -> RegionState {
        var installed = currentOrEmpty
        installed.token = RegionToken(observer: observer, instances: installed.token?.instances ?? RegionInstances())
        return installed
    }
}

/// The count ``TaskRegion/current`` reads first, for styles' inlinable read paths.
extension DependencyOverrides {
    /// Whether any override or isolation region is alive anywhere in the process (one relaxed atomic load).
    ///
    /// `false` means no task can see an override, so a style may hand out its live value without reading the
    /// task-local; `true` means it must look (``current``).
    @inlinable
    package static var mayBeActive: Bool {
        !cdi_no_region_alive()
    }
}
