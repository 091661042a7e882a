import DIConformance
import DIWrappers
import Testing

/// Each of scenarios 16–23 fails, with what it saw, when the one behaviour it checks is broken
/// (22 and 23 in ScenarioSensitivityTests+TestContext.swift).
@Suite("Scenarios notice the defect they check")
struct ScenarioSensitivityTests {
    @Test("14: two timers due at one instant pass in either order, as timers that sleep from tick to tick fire them")
    func simultaneousTimersInEitherOrder() async {
        guard case .available(let time) = MutantStyle().base.controlledTime else {
            Issue.record("the Wrappers adapter has no time control")
            return
        }
        let timers = SleepOrderedTimers()
        var mutant = MutantStyle()
        mutant.replacedControlledTime = .available(
            TimeControl(
                schedule: time.schedule, scheduleRepeating: { timers.add(every: $0, $1) },
                startSleeping: time.startSleeping!,
                advance: { duration in
                    await time.advance(duration)
                    timers.advance(duration)
                }))
        let outcome = await Scenario.controlledTime.run(against: mutant)
        #expect(timers.fired == 5)
        #expect(outcome.symbol == "✓", "\(outcome)")
    }

    @Test("16: code that resolves only when first used loses the override after the region")
    func escapingWorkNoticesLateResolution() async {
        var mutant = MutantStyle()
        mutant.replacedConsumer = .available {
            { try Container.main.resolveThrowing((any Greeter).self).greeting }
        }
        let outcome = await Scenario.escapingWork.run(against: mutant)
        #expect(
            outcome
                == .failed(
                    "code created in the region read \"live\" after it ended; "
                        + "a closure that resolves only when called saw \"live\""))
    }

    @Test("17: a check that names only one of two missing dependencies fails")
    func verificationNeedsBoth() async {
        var mutant = MutantStyle()
        mutant.replacedVerification = .available { "missing: UnwiredStore" }
        let outcome = await Scenario.verifyBeforeUse.run(against: mutant)
        #expect(
            outcome
                == .failed(
                    "one check should name both UnwiredStore and UnwiredClock; it reported: missing: UnwiredStore"))
    }

    @Test("18: a registry that confuses bindings fails before anything is measured")
    func manyBindingsChecksValues() async {
        var mutant = MutantStyle()
        mutant.replacedManyBindings = .available { _ in 7 }
        let outcome = await Scenario.manyBindings.run(against: mutant)
        #expect(outcome == .failed("binding 0 of 10,000 handed out 7"))
    }

    @Test("19: test support that keeps state between tests hands the second test the first one's singleton")
    func singletonPerTestNeedsIsolation() async {
        var mutant = MutantStyle()
        mutant.replacedTestIsolation = .available(TestIsolation { body in try await body() })
        let outcome = await Scenario.singletonPerTest.run(against: mutant)
        #expect(outcome == .failed("the second test got the first test's instance (serial 1)"))
    }

    @Test("20: a cycle report without its path fails")
    func recoverableCycleNeedsThePath() async {
        var mutant = MutantStyle()
        mutant.replacedRecoverableCycle = .available { "something went wrong" }
        let outcome = await Scenario.recoverableCycle.run(against: mutant)
        #expect(outcome == .failed("the reported message lacks the cycle path: something went wrong"))
    }

    @Test("21: a chain built once, before the override, does not see it")
    func deepOverrideNeedsAFreshChain() async {
        var mutant = MutantStyle()
        let builtEarly = Outer(middle: Middle(inner: Inner(greeter: LiveGreeter())))
        mutant.replacedOuterMessage = .available { builtEarly.message }
        let outcome = await Scenario.deepOverride.run(against: mutant)
        #expect(outcome == .failed("with the greeter overridden the chain said \"outer > middle > inner > live\""))
    }

    @Test("a cell still running at the time limit becomes a ✗ and the run goes on to the next cell")
    func hangingCellsTimeOut() async {
        let comparison = await Comparison.run(
            styles: [MutantStyle()], scenarios: [NeverEnds(), Scenario.liveWiring], measure: false,
            cellTimeLimitSeconds: 1)
        let style = "Wrappers with a defect"
        #expect(comparison.outcome("never-ends", style) == .failed("did not finish within 1 s: the scenario hangs"))
        // Only that the next cell ran: under a sanitizer on a loaded machine it may itself need over a second.
        #expect(comparison.outcome(Scenario.liveWiring, style) != nil)
    }
}

/// A scenario that waits forever, as a deadlocked style would.
private struct NeverEnds: ConformanceScenario {
    let id = "never-ends"
    let title = "waits forever"

    func check(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        return .passes("unreachable")
    }
}

/// Repeating timers as a task that sleeps from tick to tick runs them (swift-clocks' `TestClock` under a `while`
/// loop): each tick re-arms the timer, and of two timers due at one instant the one re-armed first fires first.
private final class SleepOrderedTimers: Sendable {
    private struct Timer {
        var due: Duration
        var armed: Int
        let interval: Duration
        let work: @Sendable () -> Void
    }

    private struct State {
        var now = Duration.zero
        var timers: [Timer] = []
        var armings = 0
        var fired = 0
    }

    private let state = Locked(State())

    /// How many times a timer fired.
    var fired: Int {
        state.withLock { $0.fired }
    }

    func add(every interval: Duration, _ work: @escaping @Sendable () -> Void) {
        state.withLock { state in
            state.armings += 1
            state.timers.append(Timer(due: state.now + interval, armed: state.armings, interval: interval, work: work))
        }
    }

    /// Moves time by `duration`, firing each due timer in order of its due time, then of its arming.
    func advance(_ duration: Duration) {
        let end = state.withLock { $0.now + duration }
        while let work = nextDue(before: end) {
            work()
        }
        state.withLock { $0.now = end }
    }

    private func nextDue(before end: Duration) -> (@Sendable () -> Void)? {
        state.withLock { state in
            guard
                let index = state.timers.indices.filter({ state.timers[$0].due <= end })
                    .min(by: {
                        (state.timers[$0].due, state.timers[$0].armed) < (state.timers[$1].due, state.timers[$1].armed)
                    })
            else { return nil }
            state.now = state.timers[index].due
            state.armings += 1
            state.timers[index].due += state.timers[index].interval
            state.timers[index].armed = state.armings
            state.fired += 1
            return state.timers[index].work
        }
    }
}
