import Testing

@Suite("Virtual time in a process whose main queue never runs, in a child process")
struct VirtualTimeMainQueueTests {
    @Test("moving time reports DI019 once, at the line that moved it, and goes on instead of waiting forever")
    func mainQueueThatNeverRunsIsReported() async throws {
        let outcome = try await TrapProcess.run("virtual-time-main-queue-never-runs")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .exit && outcome.status == 0, "\(outcome.reason) \(outcome.status)")
        #expect(
            outcome.standardOutput
                == "advanced to 2.0 seconds; the sleeper finished: true\n"
                + "advanced to 4.0 seconds; the sleeper finished: true\n")
        let report = outcome.standardError
        #expect(
            report.contains(
                "Moving virtual time cannot follow woken tasks onto the main actor: this process's main queue has "
                    + "run nothing in the 300 ms since the first virtual time was made."), "\(report)")
        #expect(report.contains("Location:     di_trap_runner/VirtualTimeProbes.swift:16"), "\(report)")
        #expect(report.components(separatedBy: "Code:         DI019").count == 2, "reported once: \(report)")
    }
}
