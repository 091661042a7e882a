import Foundation
import Testing

@Suite("Waits for an async build")
struct AsyncWaitTests {
    @Test("tasks waiting for a suspended async build hold no thread of the cooperative pool (child process)")
    func waitersHoldNoThread() async throws {
        // A child process: a regression starves the whole cooperative pool, test runner included.
        let outcome = try await TrapProcess.run("async-waiters-hold-no-thread")
        #expect(!outcome.hung, "the child hung for \(Watchdog.stallLimit): the waiters held the pool's threads")
        #expect(outcome.reason == .exit && outcome.status == 0, "stdout was:\n\(outcome.standardOutput)")
        #expect(outcome.standardOutput.hasSuffix("builds: 1 instances: 1\n"), "stdout was:\n\(outcome.standardOutput)")
    }

    @Test(
        "a task waiting for an async build that never ends stops with DI011 naming the builder's path (child process)")
    func endlessBuildTimesOut() async throws {
        let outcome = try await TrapProcess.run("async-wait-timeout")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        let output = outcome.standardOutput.collapsingSpaces
        #expect(output.hasPrefix("waiter threw DI011\n"), "stdout was:\n\(output)")
        #expect(output.contains("Owner path: di_trap_runner.NeverOpens"), "stdout was:\n\(output)")
        #expect(output.contains("Waited:"), "stdout was:\n\(output)")
    }

    @Test(
        "an awaited chain deeper than ResolutionLimits.maximumDepth stops with DI012 at the default limit (child process)"
    )
    func deepAwaitedChainStops() async throws {
        // A child process: the limit is process-wide, and DeepGraphTests raise it in this one.
        let outcome = try await TrapProcess.run("async-deep-chain")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        let output = outcome.standardOutput.collapsingSpaces
        #expect(output.hasPrefix("threw DI012\n"), "stdout was:\n\(output)")
        #expect(output.contains("Depth: 1001 (limit 1000)"), "stdout was:\n\(output)")
        #expect(
            output.contains("Head: Swift.Int, id 0 -> Swift.Int, id 1 -> Swift.Int, id 2"), "stdout was:\n\(output)")
    }

    @Test(
        "resolveAsync hands out a kept async singleton again, from a child too, never to a synchronous resolve, with its decorators and anew after a reset, where no region is alive (child process)"
    )
    func keptInstancesOutsideRegions() async throws {
        // A child process: in this one other tests keep regions alive, and resolveAsync then looks further.
        let outcome = try await TrapProcess.run("async-kept-outside-regions")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .exit && outcome.status == 0, "stdout was:\n\(outcome.standardOutput)")
        #expect(
            outcome.standardOutput == """
                regions alive: false
                kept: true builds: 1
                synchronous resolve: DI013
                decorations: 2
                after reset: new true builds: 2

                """, "stdout was:\n\(outcome.standardOutput)")
    }

    @Test(
        "eight tasks racing a thousand outermost async transient builds each all succeed and leave no frameless build running (child process)"
    )
    func racingTransientsEndTheirBuilds() async throws {
        // A child process: in this one, other tests' builds may be running when the records are counted.
        let outcome = try await TrapProcess.run("async-racing-transients")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .exit && outcome.status == 0, "stdout was:\n\(outcome.standardOutput)")
        #expect(
            outcome.standardOutput == """
                resolved: 8000 builds: 8000
                frameless builds running: 0

                """, "stdout was:\n\(outcome.standardOutput)")
    }

    @Test(
        "resolveAsync builds an async transient anew each time, reports its cycle with the path (also from a child task) and its factory's error, and leaves no frame behind, where no region is alive (child process)"
    )
    func transientsOutsideRegions() async throws {
        // A child process: in this one other tests keep regions alive, and resolveAsync then looks further.
        let outcome = try await TrapProcess.run("async-transients-outside-regions")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .exit && outcome.status == 0, "stdout was:\n\(outcome.standardOutput)")
        #expect(
            outcome.standardOutput == """
                regions alive: false
                new each time: true builds: 2
                DI002: Circular dependency: di_trap_runner.CycleStart -> di_trap_runner.CycleEnd -> di_trap_runner.CycleStart.
                DI007: The factory for di_trap_runner.NeverOpens threw an error.
                frames left: 0
                synchronous transient: new each time true
                decorated, new: [true]

                """, "stdout was:\n\(outcome.standardOutput)")
    }
}
