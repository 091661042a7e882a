import Foundation
import Testing

/// A deliberate trap and the parts its diagnostic must contain.
struct TrapExpectation: Sendable, CustomTestStringConvertible {
    let caseName: String
    let summary: String
    let facts: [String]
    let fix: String

    var testDescription: String { caseName }
}

@Suite("Trap messages in a child process")
struct TrapMessageTests {
    static let missingBindingFacts = [
        "Key:        di_trap_runner.AuditLogger, id \"audit\"",
        "Searched:   FeatureContainer -> AppContainer",
        "Nearest:    di_trap_runner.AuditLogger, id \"slack\"",
        "Code:       DI001",
    ]

    static let cycleFacts = [
        "Cycle:      di_trap_runner.Service -> di_trap_runner.Repository -> di_trap_runner.Service",
        "Code:       DI002",
    ]

    static let expectations: [TrapExpectation] = [
        TrapExpectation(
            caseName: "resolve-assert-missing",
            summary: "Container.resolveAssert(AuditLogger.self, id: \"audit\") found no binding.",
            facts: missingBindingFacts + ["Location:   di_trap_runner/TrapCases.swift:"],
            fix: "To fix, bind it before first use in the container that was asked (\"FeatureContainer\") or a parent, "
                + "e.g. container.bind(AuditLogger.self) { container in … }, "
                + "or inject with @Inject(\"slack\") if you meant the identified binding."),
        TrapExpectation(
            caseName: "inject-missing",
            summary: "@Inject of AuditLogger.self, id: \"audit\" found no binding.",
            facts: missingBindingFacts + ["Location:   di_trap_runner/TrapCases.swift:"],
            fix: "or inject with @Inject(\"slack\") if you meant the identified binding."),
        TrapExpectation(
            caseName: "resolve-cycle",
            summary: "Circular dependency: di_trap_runner.Service -> di_trap_runner.Repository -> "
                + "di_trap_runner.Service.",
            facts: cycleFacts + ["Key:        di_trap_runner.Service (no identifier)"],
            fix: "To fix, break the cycle: inject one side lazily"),
        TrapExpectation(
            caseName: "resolve-assert-cycle",
            summary: "Circular dependency: di_trap_runner.Repository -> di_trap_runner.Service -> "
                + "di_trap_runner.Repository.",
            facts: ["Key:        di_trap_runner.Repository (no identifier)", "Code:       DI002"],
            fix: "To fix, break the cycle: inject one side lazily"),
        TrapExpectation(
            caseName: "lazy-cycle",
            summary: "Circular dependency: Swift.Int -> Swift.Int.",
            facts: [
                "Cycle:      Swift.Int -> Swift.Int", "Location:   di_trap_runner/TrapCases.swift:",
                "Code:       DI002",
            ],
            fix: "To fix, the builder of a Lazy or WeakLazy must not read that same instance"),
        TrapExpectation(
            caseName: "registry-cycle",
            summary: "Circular dependency: di_trap_runner.LoopingRegistry -> di_trap_runner.LoopingRegistry.",
            facts: ["Key:        di_trap_runner.LoopingRegistry (no identifier)", "Code:       DI002"],
            fix: "To fix, build the mock in di_trap_runner.LoopingRegistry.createMockShared() from mocks of its parts"),
        TrapExpectation(
            caseName: "vaccine-missing",
            summary: "Vaccine.getCure(for: AuditLogger.self) found no binding.",
            facts: [
                "Key:        di_trap_runner.AuditLogger (no identifier)", "Searched:   main",
                "Location:   di_trap_runner/TrapCases.swift:", "Code:       DI001",
            ],
            fix: "To fix, set the cure at launch, e.g. Vaccine.setCure(for: AuditLogger.self, with: …)."),
    ]

    @Test("a deliberate trap stops the child process and prints the full four-part diagnostic", arguments: expectations)
    func trapStopsTheProcessWithItsDiagnostic(expected: TrapExpectation) async throws {
        let outcome = try await TrapProcess.run(expected.caseName)
        #expect(outcome.stoppedAbnormally, "the child exited normally: \(outcome.reason) \(outcome.status)")
        #expect(outcome.reason == .uncaughtSignal)
        let message = outcome.standardError
        #expect(message.hasPrefix("DIToolkit: fatal error\n" + expected.summary + "\n"), "stderr was:\n\(message)")
        for fact in expected.facts {
            #expect(message.contains(fact), "missing \(fact) in:\n\(message)")
        }
        #expect(message.contains(expected.fix), "missing the fix in:\n\(message)")
        #expect(message.contains("DIToolkit stopped the process:"))
    }

    @Test("the control case exits normally, so an abnormal stop is the trap's doing")
    func controlCaseExitsNormally() async throws {
        let outcome = try await TrapProcess.run("none")
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
    }

    @Test("an unknown case is refused with a usage message and exit code 64")
    func unknownCaseIsRefused() async throws {
        let outcome = try await TrapProcess.run("no-such-case")
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("usage: di-trap-runner <case>"))
    }
}

@Suite("Cross-thread cycles")
struct CrossThreadCycleTrapTests {
    @Test("two threads first reading the two halves of a Lazy cycle at once stop with the cycle, not a deadlock")
    func crossThreadLazyCycle() async throws {
        let outcome = try await TrapProcess.run("cross-thread-lazy-cycle")
        #expect(!outcome.hung, "the two threads deadlocked: the child wrote nothing for \(Watchdog.stallLimit)")
        #expect(outcome.reason == .uncaughtSignal)
        #expect(outcome.standardError.contains("Circular dependency:"))
    }
}
