import DIConformance
import DIWrappers
import Testing

/// Scenarios 24–26 fail, with what they saw, when the one behaviour each checks is broken.
@Suite("Async scenarios notice the defect they check")
struct AsyncScenarioSensitivityTests {
    @Test("24: an async factory that runs for every resolve is seen building once per racing task")
    func asyncSingletonNoticesRebuilds() async {
        var mutant = MutantStyle()
        mutant.replacedAsyncSingleton = { builds in .available { try await Service.open(counting: builds) } }
        let outcome = await Scenario.asyncSingleton.run(against: mutant)
        #expect(outcome == .failed("16 racing tasks built 16× and saw 16 instances"))
    }

    @Test("24: an async singleton built before first use fails")
    func asyncSingletonNoticesEagerBuilds() async {
        var mutant = MutantStyle()
        mutant.replacedAsyncSingleton = { builds in
            builds.record()
            return .available { Service() }
        }
        let outcome = await Scenario.asyncSingleton.run(against: mutant)
        #expect(outcome == .failed("built 1× before first use"))
    }

    @Test("25: a main-actor service that main-actor code cannot resolve fails with what the style reported")
    func mainActorServiceNoticesAFailedResolve() async {
        var mutant = MutantStyle()
        mutant.replacedMainActorService = .available(
            .synchronous { try Container(name: "Empty").resolveThrowing(MainActorService.self) })
        let outcome = await Scenario.mainActorService.run(against: mutant)
        #expect(outcome.symbol == "✗")
        #expect(outcome.reason?.contains("found no binding") == true, "\(outcome)")
    }

    @Test("25: the cell says whether main-actor code resolves the service directly or with await")
    func mainActorServiceSaysHow() async {
        var mutant = MutantStyle()
        mutant.replacedMainActorService = .available(.awaited { MainActorService() })
        #expect(
            await Scenario.mainActorService.run(against: mutant)
                == .passes("resolved with await from main-actor code; built on the main actor"))
        #expect(
            await Scenario.mainActorService.run(against: StyleCatalog.all[1])
                == .passes("resolved synchronously from main-actor code; built on the main actor"))
    }

    @Test("26: an async cycle report without its path fails")
    func asyncCycleNeedsThePath() async {
        var mutant = MutantStyle()
        mutant.replacedAsyncCycle = .available { "something went wrong" }
        let outcome = await Scenario.asyncCycle.run(against: mutant)
        #expect(outcome == .failed("the reported message lacks the cycle path: something went wrong"))
    }
}
