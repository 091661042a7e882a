import DIEffects
import Foundation
import Testing

/// What a feed screen's model does: every second it fetches off the main actor, then shows the result.
final class FeedTicker {
    private let clock: any Clock<Duration>
    private(set) var shown: [Int] = []

    init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    func start(ticks: Int) async throws {
        for tick in 1...ticks {
            try await clock.sleep(for: .seconds(1))
            let item = await Self.fetch(tick)
            shown.append(item)
        }
    }

    @concurrent
    private static func fetch(_ tick: Int) async -> Int {
        await Task.yield()
        return tick * 10
    }
}

@Suite("A main-actor model stepped by a TestClock")
struct TickerTests {
    @Test("advance(by:) follows the model through each fetch off the main actor to its next sleep")
    func advanceFollowsTheModel() async {
        let clock = TestClock()
        let ticker = FeedTicker(clock: clock)
        let task = Task { try await ticker.start(ticks: 3) }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(2))
        #expect(ticker.shown == [10, 20])
        await clock.advance(by: .seconds(1))
        #expect(ticker.shown == [10, 20, 30])
        #expect(clock.sleeperCount == 0)
        // A model the clock lost sleeps forever: end it, so the test fails instead of hanging.
        task.cancel()
        _ = await task.result
    }

    @Test("the model is followed through every wake while the main thread is held for seconds, as on a loaded machine")
    func followsTheModelPastAHeldMainThread() async {
        let clock = TestClock()
        let ticker = FeedTicker(clock: clock)
        let task = Task { try await ticker.start(ticks: 3) }
        await clock.waitForSleepers(1)
        // Queued on the main actor before time moves, so the model's first wake waits behind it on the main queue.
        let heldMainThread = Task { _ = usleep(3_000_000) }
        await clock.advance(by: .seconds(3))
        await heldMainThread.value
        #expect(ticker.shown == [10, 20, 30])
        #expect(clock.sleeperCount == 0)
        // A model the clock lost sleeps forever: end it, so the test fails instead of hanging.
        task.cancel()
        _ = await task.result
    }

    @Test("run() wakes every sleep of the model, 200 times in a row")
    func runWakesEverySleep() async {
        for _ in 0..<200 {
            let clock = TestClock()
            let ticker = FeedTicker(clock: clock)
            let task = Task { try await ticker.start(ticks: 5) }
            await clock.waitForSleepers(1)
            await clock.run()
            #expect(ticker.shown == [10, 20, 30, 40, 50])
            #expect(clock.now == VirtualInstant(offset: .seconds(5)))
            task.cancel()
            _ = await task.result
        }
    }
}
