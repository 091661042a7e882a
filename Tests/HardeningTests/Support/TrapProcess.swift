import Foundation

/// The outcome of running `di-trap-runner <case>` in a child process.
struct TrapProcess {
    /// How the child ended: `.uncaughtSignal` for a trap, `.exit` otherwise.
    let reason: Process.TerminationReason
    /// The signal number or exit code.
    let status: Int32
    /// Everything the child wrote to standard error.
    let standardError: String
    /// Everything the child wrote to standard output.
    let standardOutput: String
    /// Whether the child wrote nothing and did not end for the stall limit and was killed: a hang.
    let hung: Bool

    /// Whether the child stopped abnormally: killed by a signal, or a non-zero exit.
    var stoppedAbnormally: Bool {
        reason == .uncaughtSignal || status != 0
    }

    /// The runner executable, built by SwiftPM next to the test bundle (`.build/<config>/`).
    static var runnerURL: URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        let found = candidates.map { $0.appendingPathComponent("di-trap-runner") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return found ?? candidates[0].appendingPathComponent("di-trap-runner")
    }

    /// Runs the runner with `caseName` and `arguments` until it ends, or kills it once it hangs.
    ///
    /// A child that writes nothing to either pipe and does not end for `stallLimit` hangs; a long child
    /// writes a line now and then to show it is still at work, so how slow the machine is never decides the verdict.
    /// The wait suspends instead of sleeping on its thread: the cooperative pool has one thread per core, and tests
    /// that each held one while a slow child ran stopped every other test.
    static func run(
        _ caseName: String, arguments: [String] = [], stallLimit: Duration = Watchdog.stallLimit
    ) async throws -> TrapProcess {
        let process = Process()
        process.executableURL = runnerURL
        process.arguments = [caseName] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errorPipe = Pipe()
        process.standardError = errorPipe
        let outputPipe = Pipe()
        process.standardOutput = outputPipe
        try process.run()
        let errors = OutputCollector(errorPipe)
        let output = OutputCollector(outputPipe)
        var rule = StallRule(limit: stallLimit, at: .now)
        var hung = false
        while process.isRunning {
            if rule.isStalled(steps: errors.byteCount + output.byteCount, at: .now) {
                hung = process.isRunning
                break
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        if hung {
            // SIGKILL, not `terminate()`: the child inherits the test runner's blocked signals, SIGTERM among them.
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return TrapProcess(
            reason: process.terminationReason, status: process.terminationStatus,
            standardError: await errors.text, standardOutput: await output.text, hung: hung)
    }
}

extension String {
    /// The text with every run of spaces shortened to one, so a check does not depend on column widths.
    var collapsingSpaces: String {
        split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
