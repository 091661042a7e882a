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
    /// Whether the child was still running at the time limit and was killed.
    let timedOut: Bool

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

    /// Runs the runner with `caseName`, waiting at most `limit` seconds before killing it.
    ///
    /// The child's diagnostics are a few hundred bytes (backtraces are switched off), far
    /// below a pipe's buffer, so waiting before reading cannot block the child. The wait suspends instead of
    /// sleeping on its thread: the cooperative pool has one thread per core, and tests that each held one while a
    /// slow child ran (a stress run under the thread sanitizer takes tens of seconds) stopped every other test.
    static func run(_ caseName: String, limit: TimeInterval = 20) async throws -> TrapProcess {
        let process = Process()
        process.executableURL = runnerURL
        process.arguments = [caseName]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errorPipe = Pipe()
        process.standardError = errorPipe
        let outputPipe = Pipe()
        process.standardOutput = outputPipe
        try process.run()
        let deadline = Date(timeIntervalSinceNow: limit)
        while process.isRunning && Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let timedOut = process.isRunning
        if timedOut {
            // SIGKILL, not `terminate()`: the child inherits the test runner's blocked signals, SIGTERM among them.
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        let collected = errorPipe.fileHandleForReading.readDataToEndOfFile()
        return TrapProcess(
            reason: process.terminationReason, status: process.terminationStatus,
            standardError: String(decoding: collected, as: UTF8.self),
            standardOutput: String(decoding: outputPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            timedOut: timedOut)
    }
}

extension String {
    /// The text with every run of spaces shortened to one, so a check does not depend on column widths.
    var collapsingSpaces: String {
        split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
