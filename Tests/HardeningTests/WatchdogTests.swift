import DICore
import Foundation
import Testing

/// The guards that turn a hang into a failure: they give up on work that stopped, never on work that is slow.
@Suite("Hang guards")
struct WatchdogTests {
    @Test("work that keeps counting steps never stalls, however long it takes")
    func stepsAreNeverAStall() {
        let start = ContinuousClock.now
        var rule = StallRule(limit: .seconds(300), at: start)
        let stalls = (1...60).filter { minute in rule.isStalled(steps: minute, at: start + .seconds(60 * minute)) }
        #expect(stalls.isEmpty, "an hour of one step a minute stalled at minutes \(stalls)")
    }

    @Test("a count that stands still stalls once the limit has passed, and not before")
    func standingStillIsAStall() {
        let start = ContinuousClock.now
        var rule = StallRule(limit: .seconds(300), steps: 7, at: start)
        let beforeTheLimit = rule.isStalled(steps: 7, at: start + .seconds(299))
        let atTheLimit = rule.isStalled(steps: 7, at: start + .seconds(300))
        #expect(!beforeTheLimit)
        #expect(atTheLimit)
    }

    @Test("stress work that deadlocks is reported as a failure and not waited for")
    func deadlockedWorkIsReported() async {
        let release = OneShot<Void>()
        let result = Locked<Int??>(nil)
        await withKnownIssue {
            let outcome = await Watchdog.run(stallLimit: .milliseconds(100)) { _ in
                await release.value
                return 1
            }
            result.withLock { $0 = outcome }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("counted no step")
        }
        release.deliver(())
        #expect(result.current == .some(nil), "the watchdog handed back \(String(describing: result.current))")
    }

    @Test("a child that writes nothing and does not end is killed and reported as hung")
    func silentChildIsKilled() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("silent-child-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Nobody writes the stop file this child waits for.
        let outcome = try await TrapProcess.run(
            "wait-for-stop-file", arguments: [folder.path], stallLimit: .milliseconds(200))
        #expect(outcome.hung)
        #expect(outcome.reason == .uncaughtSignal && outcome.status == SIGKILL, "\(outcome.reason) \(outcome.status)")
    }
}
