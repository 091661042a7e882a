import DIEffects
import DITesting
import Testing
import UserApp

/// The effects kit from a user's package: one virtual time for a scheduler's work and sleeps, a clock's
/// timer through AnyClock, and a placeholder generator that reports once and still rolls.
@Suite("The effects kit, from a user's package")
struct EffectsKitTests {
    @Test("a poller that awaits each fetch is followed through every sleep by the test scheduler's clock")
    func pollerFollowed() async throws {
        let testScheduler = TestScheduler()
        let poller = Poller(scheduler: testScheduler.scheduler)
        let polls = Task { try await poller.poll(times: 5) { await Task.yield() } }
        await testScheduler.clock.waitForSleepers(1)
        await testScheduler.clock.advance(by: .seconds(5))
        #expect(try await polls.value == 5)
    }

    @Test("a countdown that stores its clock's type runs on a world's clock through AnyClock")
    func countdownOnWorldClock() async {
        let clock = TestClock()
        let world = World.mock(clock: clock)
        let countdown = Countdown(clock: AnyClock(world.clock))
        let left = Task { await countdown.run(from: 3) }
        await clock.waitForSleepers(1)
        await clock.run()
        #expect(await left.value == [2, 1, 0])
    }

    @Test("the placeholder generator of an unimplemented world reports once and still rolls a die")
    func placeholderRolls() {
        var random = World.unimplemented().random
        let (rolls, reports) = DiagnosticReporter.collectReports {
            (0..<10).map { _ in Int.random(in: 1...6, using: &random) }
        }
        #expect(rolls.allSatisfy { (1...6).contains($0) })
        #expect(reports.map(\.summary) == ["Unimplemented: RandomNumbers"])
    }
}
