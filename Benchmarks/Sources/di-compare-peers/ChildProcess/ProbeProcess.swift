import Foundation
import Synchronization

/// How a child process running one ``Probe`` ended, and what it printed.
struct ProbeOutcome: Sendable {
    /// The signal that stopped it, if one did.
    let signal: Int32?
    /// Its exit status when it exited.
    let status: Int32
    /// Whether it was still running at the time limit (and was then killed).
    let timedOut: Bool
    let standardOutput: String
    let standardError: String

    /// Everything the child printed, on one line (standard error first).
    var printed: String {
        [standardError, standardOutput].map(Self.oneLine).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// One line: how the process ended, then what it printed.
    var summary: String {
        let said = printed.isEmpty ? "and printed nothing" : "printing: \(printed)"
        if timedOut { return "the process was still running at the time limit (then killed) \(said)" }
        if let signal { return "the process stopped (signal \(signal), \(Self.name(of: signal))) \(said)" }
        return "the process exited with status \(status) \(said)"
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}

/// Runs probes in child processes of this executable, each at most once per run.
enum ProbeProcess {
    private static let observed = Mutex<[Probe: ProbeOutcome]>([:])

    /// How `probe` ends in a child process (cached: the first observation is reused).
    static func observe(_ probe: Probe, limitSeconds: Double = 20) -> ProbeOutcome {
        if let known = observed.withLock({ $0[probe] }) { return known }
        let outcome = run(probe, limitSeconds: limitSeconds)
        observed.withLock { $0[probe] = outcome }
        return outcome
    }

    private static func run(_ probe: Probe, limitSeconds: Double) -> ProbeOutcome {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--probe", probe.rawValue]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"  // the crash's own message, not a long backtrace
        environment.merge(probe.environment) { $1 }
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            return ProbeOutcome(
                signal: nil, status: -1, timedOut: false, standardOutput: "",
                standardError: "could not start \(process.executableURL?.path ?? "the command"): \(error)")
        }
        let deadline = Date(timeIntervalSinceNow: limitSeconds)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let stopped = process.terminationReason == .uncaughtSignal
        return ProbeOutcome(
            signal: stopped ? process.terminationStatus : nil, status: stopped ? 0 : process.terminationStatus,
            timedOut: timedOut,
            standardOutput: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            standardError: String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}
