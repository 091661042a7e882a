/// A world of effects that code can reach without a parameter: `World`, or one you define.
///
/// The seed's style passes a world (or a subset such as `APIDependencies`)
/// down by hand. For code that does not take one, a conforming type gets a
/// task-local ``current`` value and a scoped ``with(_:operation:)-63j96`` built on
/// DICore's `DependencyOverrides`: a test's world is invisible to tests running
/// beside it, and out of force once the closure returns (a `Task { }` started
/// inside keeps it). ``World`` conforms; so can
/// your own world built from the same effects.
///
/// Outside any scope, ``current`` is the world of the ``/DICore/DependencyContext``:
/// ``live`` in the app, ``test`` in tests and ``preview`` in previews. Declare a
/// test value so a test that sets no world never reaches live effects; a world
/// that declares none hands tests its live value and reports
/// `DIError.Code.noTestValue`, which fails the test.
///
/// ```swift
/// struct AppWorld: AmbientWorld {
///     var effects: World
///     var greeter: @Sendable () -> any Greeter
///     static let live = AppWorld(effects: .live, greeter: { RemoteGreeter() })
///     static let test = AppWorld(
///         effects: .unimplemented(), greeter: { FixedGreeter("test") })
/// }
///
/// AppWorld.with {
///     $0.greeter = { FixedGreeter("mock") }
/// } operation: {
///     #expect(AppWorld.current.greeter().greeting == "mock")
/// }
/// ```
public protocol AmbientWorld: Sendable {
    /// The world of the live context: what ``current`` is in the app outside any scope.
    ///
    /// ```swift
    /// static let live = AppWorld(effects: .live, greeter: { RemoteGreeter() })
    /// ```
    static var live: Self { get }

    /// The world of the test context: what ``current`` is in a test that set no world.
    ///
    /// Defaults to ``live`` (or a met simulator, device or debug world of ``launch``), reported once per test as
    /// `DIError.Code.noTestValue`.
    ///
    /// ```swift
    /// static let test = AppWorld(
    ///     effects: .unimplemented(), greeter: { FixedGreeter("test") })
    /// ```
    static var test: Self { get }

    /// The world of an Xcode preview; defaults to ``live``, reported as `DIError.Code.noPreviewValue`.
    ///
    /// ```swift
    /// static let preview = AppWorld(
    ///     effects: .mock(), greeter: { FixedGreeter("Preview") })
    /// ```
    static var preview: Self { get }

    /// Worlds for ``/DICore/LaunchCondition``s (a UI test's launch argument, the simulator, a debug build), picked
    /// in the order ``/DICore/LaunchValue`` documents: a met launch argument before ``test`` and ``preview``, a
    /// simulator, device or debug world in place of ``live``. None by default.
    ///
    /// `World` itself is set at launch with `prepareWorld`: read ``/DICore/LaunchCondition/isMet`` there.
    ///
    /// ```swift
    /// static let launch: [LaunchValue<AppWorld>] = [
    ///     .on(
    ///         .argument("-mockEmptyInbox"),
    ///         AppWorld(effects: .live, greeter: { FixedGreeter("empty") }))
    /// ]
    /// ```
    static var launch: [LaunchValue<Self>] { get }
}

extension AmbientWorld {
    /// ``live``, after reporting that this world declares no test value (once per test).
    ///
    /// ```swift
    /// // AppWorld.live, and the running test fails with DI010
    /// let world = AppWorld.test
    /// ```
    public static var test: Self {
        DiagnosticReporter.reportOncePerTest(
            .noTestValue(
                DependencyKey(Self.self), dependency: "\(String(reflecting: Self.self)).current", style: "DIEffects",
                fix: "declare a test world built from test values, e.g. "
                    + "static let test = \(Self.self)(effects: .unimplemented(), …), "
                    + "so that a test reading \(Self.self).current never starts from the live one.",
                location: SourceLocation()))
        return liveStandIn
    }

    /// ``live``, after reporting that this world declares no preview value (once per preview region).
    ///
    /// A met simulator, device or debug world among ``launch`` stands in for ``live`` here, as it does live.
    ///
    /// ```swift
    /// let world = AppWorld.preview  // AppWorld.live, and the preview shows DI017
    /// ```
    public static var preview: Self {
        DiagnosticReporter.reportOncePerTest(
            .noPreviewValue(
                DependencyKey(Self.self), dependency: "\(String(reflecting: Self.self)).current", style: "DIEffects",
                handedOut: "live world",
                fix: "declare a preview world, e.g. static let preview = \(Self.self)(effects: .mock(), …), "
                    + "so that a preview reading \(Self.self).current never starts from the live one.",
                location: SourceLocation()))
        return liveStandIn
    }

    /// ``live``, or the ``launch`` world that stands in for it: a met simulator, device or debug world.
    static var liveStandIn: Self {
        let standIns = launch.filter { $0.condition.rank > 0 }
        guard !standIns.isEmpty else { return live }
        return ContextValues(live: live, test: nil, preview: nil, launch: standIns).choice(in: .live).value
    }

    /// No launch worlds: ``current`` reads ``live``, ``test`` or ``preview`` by the context alone.
    ///
    /// ```swift
    /// assert(World.launch.isEmpty)
    /// ```
    @inlinable
    public static var launch: [LaunchValue<Self>] {
        []
    }

    /// The innermost scoped world of the current task, or the world of the current context outside any scope.
    ///
    /// While no scope is open anywhere in the process this costs one atomic load
    /// and the read of the world of the process's detected context.
    ///
    /// ```swift
    /// func stamp() -> Date { World.current.now() }
    /// ```
    @inlinable
    public static var current: Self {
        if DependencyOverrides.mayBeActive {
            return scopedCurrent
        }
        return value(for: DependencyContext.detected)
    }

    /// The world of `context` when no scope set one: ``live``, ``test`` or ``preview``, or a ``launch`` world.
    @inlinable
    static func value(for context: DependencyContext) -> Self {
        guard launch.isEmpty else {
            return launchChoice(in: context).value
        }
        switch context {
        case .live: return live
        case .test: return test
        case .preview: return preview
        }
    }

    /// The world of `context` for a type that declares ``launch`` worlds, and whether a launch world was picked.
    ///
    /// ``test`` and ``preview`` are read only if picked: the default ``test`` reports that none is declared.
    @usableFromInline
    static func launchChoice(in context: DependencyContext) -> (value: Self, isLaunchValue: Bool) {
        let values = ContextValues<() -> Self>(
            live: { live }, test: context == .test ? { test } : nil, preview: context == .preview ? { preview } : nil,
            launch: launch.map { world in .on(world.condition, { world.value }) })
        let choice = values.choice(in: context)
        if case .launch = choice.source {
            return (choice.value(), true)
        }
        return (choice.value(), false)
    }

    /// The world a `with(_:operation:)` scope of this task installed, else the world of the task's context.
    @usableFromInline
    static var scopedCurrent: Self {
        let state = TaskRegion.current
        if let recorder = state?.recorder {
            let (world, source) = scopedValueAndSource(in: state)
            return recorder.observe(wiringNode, source: source, reused: true) { world }
        }
        if let entry = state?.overrides[DependencyKey(Self.self)] {
            return overriddenWorld(entry)
        }
        return contextValue(state?.context ?? DependencyContext.detected, in: state).value
    }

    /// The world of `context` where no scope set one, and whether it was prepared at launch (or in the test).
    ///
    /// Only ``World`` is prepared (`prepareWorld`); a world of your own declares its live value itself.
    ///
    /// Without ``launch`` worlds the context alone picks, so a region whose context is not the process's marks what
    /// is being built as its own (a launch world's choice marks it itself).
    static func contextValue(_ context: DependencyContext, in state: RegionState?) -> (value: Self, isPrepared: Bool) {
        if launch.isEmpty {
            ResolutionStack.markRegionChoice(context) { DependencyContext.detected }
        }
        if Self.self == World.self, case let (world, isPrepared) = World.contextWorld(context, in: state),
            let value = world as Any as? Self
        {
            return (value, isPrepared)
        }
        return (value(for: context), false)
    }

    /// The world an override of this type's key produces; an override that produces something else, or
    /// throws, is a programming error that stops with its `DIError` rather than hand out another world.
    @usableFromInline
    static func overriddenWorld(_ entry: DependencyOverrides.Entry) -> Self {
        do {
            return try entry.value(as: Self.self, key: DependencyKey(Self.self), location: SourceLocation())
        } catch {
            DiagnosticReporter.trap(error)
        }
    }

    /// Runs `operation` with the current world, changed by `configure`, as ``current``.
    ///
    /// Scopes nest: an inner scope starts from the outer scope's world.
    ///
    /// ```swift
    /// World.with {
    ///     $0.now = CommonDependencies.Now.constant(.distantPast)
    /// } operation: {
    ///     #expect(World.current.now() == .distantPast)
    /// }
    /// ```
    @discardableResult
    public static func with<Result>(
        _ configure: (inout Self) throws -> Void,
        operation: () throws -> Result
    ) rethrows -> Result {
        var world = current
        try configure(&world)
        let scoped = world
        return try DependencyOverrides.with({ $0.set(DependencyKey(Self.self), value: scoped) }, operation: operation)
    }

    /// The `async` form of `with(_:operation:)`.
    ///
    /// ```swift
    /// await AppWorld.with { $0.greeter = { FixedGreeter("mock") } } operation: {
    ///     await model.refresh()
    /// }
    /// ```
    @discardableResult
    public static func with<Result>(
        _ configure: (inout Self) throws -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        var world = current
        try configure(&world)
        let scoped = world
        return try await DependencyOverrides.with(
            { $0.set(DependencyKey(Self.self), value: scoped) }, isolation: isolation, operation: operation)
    }
}
