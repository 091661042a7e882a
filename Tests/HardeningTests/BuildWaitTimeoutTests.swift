import Foundation
import Testing

@Suite("Waits on another thread inside a factory")
struct BuildWaitTimeoutTests {
    @Test("a factory that waits for a thread resolving the same singleton stops with DI011 (child process)")
    func waitingFactoryTrapsWithTimeout() async throws {
        let outcome = try await TrapProcess.run("cross-thread-wait")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .uncaughtSignal, "\(outcome.reason) \(outcome.status)\n\(outcome.standardOutput)")
        let message = outcome.standardError.collapsingSpaces
        #expect(message.contains("DIToolkit: fatal error\n"), "stderr was:\n\(message)")
        #expect(message.contains("Code: DI011"), "stderr was:\n\(message)")
        #expect(message.contains("di_trap_runner.WaitsForAnotherThread"))
        #expect(message.contains("To fix, "))
    }

    @Test("through resolveThrowing the waiting thread gets DI011 thrown and the build then completes (child process)")
    func waitingFactoryThrowsTimeout() async throws {
        let outcome = try await TrapProcess.run("cross-thread-wait-throwing")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .exit && outcome.status == 0, "\(outcome.reason) \(outcome.status)")
        let output = outcome.standardOutput.collapsingSpaces
        #expect(output.hasPrefix("inner threw DI011\n"), "stdout was:\n\(output)")
        #expect(output.hasSuffix("outer: resolved\n"), "stdout was:\n\(output)")
        #expect(output.contains("Owner path: "), "stdout was:\n\(output)")
        #expect(output.contains("Waited:"), "stdout was:\n\(output)")
    }
}
