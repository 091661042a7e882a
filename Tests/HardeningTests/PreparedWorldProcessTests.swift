import Foundation
import Testing

/// `prepareWorld` sets process-wide state once, so each case runs `di-trap-runner` in a process of its own.
@Suite("The ambient World prepared at launch, in a child process")
struct PreparedWorldProcessTests {
    // Answers swift-dependencies Tests/DependenciesTests/PrepareDependenciesTests.swift, at the process level its
    // trait stands in for: what the app prepares at launch is what its code reads, outside and inside regions.
    @Test("a world prepared first is what the app reads everywhere but in a scope and in a test's fresh state")
    func preparedWorldIsTheProcesssWorld() async throws {
        let outcome = try await TrapProcess.run("prepare-world-at-launch")
        #expect(outcome.reason == .exit && outcome.status == 0, "stderr was:\n\(outcome.standardError)")
        let lines = outcome.standardOutput.components(separatedBy: "\n")
        #expect(
            Array(lines.prefix(5)) == [
                "context: live",
                "outside any region: true",
                "inside another region: true",
                "inside a withWorld scope: false",
                "inside a test's fresh state: false",
            ])
        let recorded = try #require(lines.first { $0.hasPrefix("recorded: ") })
        #expect(recorded.contains("-> world: World (assigned)"), "the wiring report names the prepared world")
        #expect(lines.contains("second call: DI004"))
        #expect(lines.contains("after the second call: true"))
    }

    @Test("a world prepared after the first read is refused with DI015, and the world read stays")
    func preparationAfterTheFirstReadIsRefused() async throws {
        let outcome = try await TrapProcess.run("prepare-world-after-read")
        #expect(outcome.reason == .exit && outcome.status == 0)
        let lines = outcome.standardOutput.components(separatedBy: "\n")
        #expect(lines.contains("late call: DI015"))
        #expect(lines.contains("prepared world in use: false"))
        #expect(
            outcome.standardError.hasPrefix("DIToolkit: warning\nprepareWorld came after World.current was first read"))
        #expect(outcome.standardError.contains("To fix, call prepareWorld first thing at launch"))
    }
}
