import Testing

@Suite("verify() and builds that would stop the app, in a child process")
struct VerificationTrapTests {
    @Test("a @MainActor factory that would stop the app stops verify(), printing the problems found before it")
    func mainActorTrapPrintsEarlierProblemsThenStops() async throws {
        let outcome = try await TrapProcess.run("verify-main-actor-trap")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .uncaughtSignal, "\(outcome.reason) \(outcome.status)")
        #expect(!outcome.standardOutput.contains("verify returned"))
        let text = outcome.standardError
        let before = try #require(text.range(of: "verify() met a build it cannot survive off its own threads"))
        let earlier = try #require(text.range(of: "Container.resolveAssert(Missing.self) found no binding."))
        let stopping = try #require(text.range(of: "Container.resolveAssert(AlsoMissing.self) found no binding."))
        #expect(before.lowerBound < earlier.lowerBound)
        #expect(earlier.lowerBound < stopping.lowerBound)
        #expect(text.contains("DIToolkit: fatal error"))
    }

    @Test("a build parked by a trap leaves no region alive: resolves take the fast path after verify()")
    func parkedBuildLeavesNoRegionAlive() async throws {
        let outcome = try await TrapProcess.run("verify-trap-leaves-no-region")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .exit && outcome.status == 0, "\(outcome.reason) \(outcome.status)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines == ["before: false", "problems: [\"DI001\"]", "after: false"], "\(outcome.standardOutput)")
    }
}
