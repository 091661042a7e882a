import Foundation
import Testing

@Suite("A trace around a trap, in a child process")
struct TraceBeforeTrapProcessTests {
    static let session =
        "app: di_trap_runner.TraceProbes.Session (singleton, binding, unfinished) stopped: DI001: "
        + "Container.resolveAssert(Token.self) found no binding."
    static let token = "    unbound: di_trap_runner.TraceProbes.Token (not bound)"

    @Test(
        "a resolveAssert that fails inside a factory prints its trace lines on standard error before the trap's message"
    )
    func traceLinesPrecedeTheTrapMessage() async throws {
        let outcome = try await TrapProcess.run("trace-missing-in-factory-stderr")
        #expect(outcome.reason == .uncaughtSignal)
        let lines = outcome.standardError.components(separatedBy: "\n")
        let session = try #require(lines.firstIndex(of: "  " + Self.session), "stderr was:\n\(outcome.standardError)")
        let token = try #require(lines.firstIndex(of: Self.token), "stderr was:\n\(outcome.standardError)")
        let trap = try #require(lines.firstIndex(of: "DIToolkit: fatal error"), "stderr was:\n\(outcome.standardError)")
        #expect(lines.first == "app: di_trap_runner.TraceProbes.Screen (transient, binding, unfinished)")
        #expect(session < token && token < trap)
    }

    @Test("the default output, print, is flushed to standard output before the process stops")
    func printedTraceReachesStandardOutput() async throws {
        let outcome = try await TrapProcess.run("trace-missing-in-factory-stdout")
        #expect(outcome.reason == .uncaughtSignal)
        let lines = outcome.standardOutput.components(separatedBy: "\n")
        #expect(lines.contains("  " + Self.session), "stdout was:\n\(outcome.standardOutput)")
        #expect(lines.contains(Self.token), "stdout was:\n\(outcome.standardOutput)")
        #expect(outcome.standardError.hasPrefix("DIToolkit: fatal error\n"))
    }
}
