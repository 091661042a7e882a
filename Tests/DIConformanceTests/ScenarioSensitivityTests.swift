import DIConformance
import DIWrappers
import Testing

/// Each of scenarios 16–23 fails, with what it saw, when the one behaviour it checks is broken
/// (22 and 23 in ScenarioSensitivityTests+TestContext.swift).
@Suite("Scenarios notice the defect they check")
struct ScenarioSensitivityTests {
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
