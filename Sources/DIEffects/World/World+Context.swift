extension World {
    /// The world of a test that set none: every effect reports "Unimplemented: <effect> (no world was set for this test)",
    /// at the running test's line.
    ///
    /// `World.current` hands it to a test that neither passed a world nor set one with
    /// ``/DIEffects/withWorld(_:operation:)`` or DITesting's `.dependencies { $0.world… }`,
    /// so the first effect the code under test reads fails the test and says how to set one,
    /// instead of reaching the real clock or network. It is one world for the whole process, and each test
    /// that reaches it fails: its random generator reports once in each test and starts over in each.
    ///
    /// ```swift
    /// let (_, reports) = DiagnosticReporter.collectReports { _ = World.test.now() }
    /// #expect(
    ///     reports.map(\.summary) == [
    ///         "Unimplemented: Now (no world was set for this test)"
    ///     ])
    /// ```
    public static var test: World {
        noWorldSet
    }

    /// The world of an Xcode preview: one process-wide ``mock(scheduler:clock:)`` world.
    ///
    /// ```swift
    /// #expect(World.preview.locale().identifier == "en_US")
    /// ```
    public static var preview: World {
        previewWorld
    }

    /// The innermost scoped world of the current task, or the world of the current context outside any scope.
    ///
    /// ``live`` in the app, ``test`` in tests (set one with ``/DIEffects/withWorld(_:operation:)``
    /// or DITesting's `.dependencies { $0.world… }`) and ``preview`` in previews. While no scope is
    /// open anywhere in the process this is one atomic load and one read of a `let`.
    ///
    /// ```swift
    /// func stamp() -> Date { World.current.now() }
    ///
    /// @Test(.dependencies { $0.world.now = CommonDependencies.Now.constant(epoch) })
    /// func stampsWithTheTestsDate() {
    ///     #expect(stamp() == epoch)
    /// }
    /// ```
    @inlinable
    public static var current: World {
        if DependencyOverrides.mayBeActive {
            return scopedWorld
        }
        return detectedContextWorld
    }

    /// The world of the process's detected context, chosen once, when the ambient world is first read: the
    /// world `prepareWorld` prepared, if it came first.
    @usableFromInline
    static let detectedContextWorld: World = settledProcessWorld.world

    /// Whether ``detectedContextWorld`` is the prepared one (a wiring report says so).
    static var isProcessWorldPrepared: Bool {
        settledProcessWorld.isPrepared
    }

    private static let settledProcessWorld = preparedWorld(for: DependencyContext.detected, in: .process)

    private static let noWorldSet = World.unimplemented(
        at: UnimplementedSite(fileID: #fileID, line: #line, wording: noWorldSetWording))

    /// What an effect of ``test`` says when it is used: pointed at the running test (the user's line), and whether
    /// the test set no world at all or set one that leaves this effect out.
    @Sendable
    private static func noWorldSetWording() -> UnimplementedSite.Wording {
        let location = TestRunnerHook.runningTestLocation
        let state = TaskRegion.current
        let setSome =
            state?.overrides[DependencyKey(World.self)] != nil
            || contextWorld(DependencyContext.current, in: state).isPrepared
        if setSome {
            return UnimplementedSite.Wording(
                note: "this test's world does not set it",
                fix: "set every effect the code reads in the test's world: @Test(.dependencies { $0.world.now = …; "
                    + "$0.world.uuid = … }) with DITesting, or withWorld { … } operation: { … }; or pass the code a "
                    + "world.",
                location: location)
        }
        return UnimplementedSite.Wording(
            note: "no world was set for this test",
            fix: "set a world for the test: withWorld { $0.now = … } operation: { … }, "
                + "or @Test(.dependencies { $0.world.now = … }) with DITesting; or pass the code a world.",
            location: location)
    }

    private static let previewWorld = World.mock()
}
