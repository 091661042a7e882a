import DIEffects
import Foundation
import Testing

/// Code woken by a ``TestClock`` often awaits other work before it sleeps again. Moving virtual time must
/// follow it there, however long the scheduler takes to run it (swift-clocks'
/// `testAdvanceWithReentrantUnitsOfWork` and `testRunWithReentrantUnitsOfWork`, with awaited work added).
@Suite("Test clock: re-entrant sleepers")
struct ClockReentrancyTests {
    /// On the main actor, sleeps 1 s three times, recording the time it wakes at, with five suspensions between
    /// sleeps.
    private static func sleepThreeTimesOnTheMainActor(on clock: TestClock, recording ticks: Recorder<Duration>)
        -> Task<Void, any Error>
    {
        Task { @MainActor in
            for _ in 0..<3 {
                try await clock.sleep(for: .seconds(1))
                ticks.append(clock.now.offset)
                for _ in 0..<5 { await Task.yield() }
            }
        }
    }

    /// Sleeps 1 s five times, recording the time it wakes at, with ten suspensions between sleeps.
    private static func sleepFiveTimes(on clock: TestClock, recording ticks: Recorder<Duration>) -> Task<
        Void, any Error
    > {
        Task {
            for _ in 0..<5 {
                try await clock.sleep(for: .seconds(1))
                ticks.append(clock.now.offset)
                for _ in 0..<10 { await Task.yield() }
            }
        }
    }

    /// A tenth of the rounds under the thread sanitizer (``Load/rounds(_:)``); `Scripts/stress-virtual-time.sh`
    /// runs 10,000 beside four busy processes.
    @Test(
        "a task that awaits work between five sleeps is followed to its last one, 1,000 times",
        arguments: Stepping.allCases, Load.allCases)
    func awaitedWorkBetweenSleeps(stepping: Stepping, load: Load) async {
        await load.apply {
            for iteration in 0..<stressRounds(1_000) {
                let clock = TestClock()
                let ticks = Recorder<Duration>()
                let task = Self.sleepFiveTimes(on: clock, recording: ticks)
                await clock.waitForSleepers(1)
                await stepping.move(clock, by: .seconds(5))
                #expect(clock.sleeperCount == 0, "iteration \(iteration): a sleeper was never woken")
                let finished = await finishes(task)
                #expect(finished, "iteration \(iteration): a sleeper was never woken, ticks \(ticks.values)")
                guard finished else { return }
                #expect(ticks.values == (1...5).map { .seconds($0) }, "iteration \(iteration)")
                #expect(clock.now == VirtualInstant(offset: .seconds(5)), "iteration \(iteration)")
            }
        }
    }

    @Test("advance(by:) returns only after a woken task that sleeps again within the window has been woken again")
    func advanceFollowsBeforeReturning() async {
        for _ in 0..<200 {
            let clock = TestClock()
            let ticks = Recorder<Duration>()
            let task = Self.sleepFiveTimes(on: clock, recording: ticks)
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(3))
            #expect(ticks.values == [.seconds(1), .seconds(2), .seconds(3)])
            #expect(clock.sleeperCount == 1)
            await clock.advance(by: .seconds(2))
            let finished = await finishes(task)
            #expect(finished)
            guard finished else { return }
        }
    }

    @Test(
        "two sleeping loops with awaited work interleave in deadline order, ties in the order the loops first slept",
        arguments: Load.allCases)
    func interleavedLoops(load: Load) async {
        await load.apply {
            for _ in 0..<200 {
                let clock = TestClock()
                let events = Recorder<String>()
                func loop(_ name: String, every seconds: Int, times: Int) -> Task<Void, any Error> {
                    Task {
                        for _ in 0..<times {
                            try await clock.sleep(for: .seconds(seconds))
                            events.append("\(name)\(clock.now.offset.components.seconds)")
                            for _ in 0..<10 { await Task.yield() }
                        }
                    }
                }
                let every2 = loop("a", every: 2, times: 3)
                await clock.waitForSleepers(1)
                let every3 = loop("b", every: 3, times: 2)
                await clock.waitForSleepers(2)
                await clock.advance(by: .seconds(6))
                let finished = await (finishes(every2), finishes(every3))
                #expect(finished == (true, true), "events \(events.values)")
                guard finished == (true, true) else { return }
                // At 6 s both are due: a first slept before b, and a sleeping loop keeps its place, as a
                // repeating timer does (b slept for 6 s at 3 s, a only at 4 s).
                #expect(events.values == ["a2", "b3", "a4", "a6", "b6"])
            }
        }
    }

    @Test("a woken task that never sleeps again does not keep advance(by:) from returning")
    func wokenTaskThatStaysAwake() async {
        let clock = TestClock()
        let release = Locked<CheckedContinuation<Void, Never>?>(nil)
        let task = Task {
            try await clock.sleep(for: .seconds(1))
            await withCheckedContinuation { continuation in release.withLock { $0 = continuation } }
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(10))
        #expect(clock.now == VirtualInstant(offset: .seconds(10)))
        while release.withLock({ $0 }) == nil { await Task.yield() }
        release.withLock { $0 }?.resume()
        #expect(await finishes(task))
    }

    @Test(
        "a woken task that holds its thread longer than any quiet spell before it sleeps again is still followed",
        arguments: Stepping.allCases)
    func wokenTaskHoldingItsThread(stepping: Stepping) async {
        let clock = TestClock()
        let ticks = Recorder<Duration>()
        let task = Task {
            for _ in 0..<2 {
                try await clock.sleep(for: .seconds(1))
                ticks.append(clock.now.offset)
                // What a preempted thread looks like from outside: the woken code makes no progress for a while.
                usleep(300_000)
            }
        }
        await clock.waitForSleepers(1)
        await stepping.move(clock, by: .seconds(2))
        #expect(clock.sleeperCount == 0, "a sleeper was never woken, ticks \(ticks.values)")
        #expect(ticks.values == [.seconds(1), .seconds(2)])
        #expect(await finishes(task))
    }

    @Test("a main-actor task woken by the clock is followed through its awaited work to its next sleep")
    func mainActorSleeper() async {
        let clock = TestClock()
        let ticks = Recorder<Duration>()
        let task = Self.sleepThreeTimesOnTheMainActor(on: clock, recording: ticks)
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(3))
        #expect(clock.sleeperCount == 0, "a sleeper was never woken, ticks \(ticks.values)")
        #expect(ticks.values == [.seconds(1), .seconds(2), .seconds(3)])
        #expect(await finishes(task))
    }

    @Test("a main-actor task woken while the main thread is held for seconds is followed once the thread is free")
    func mainActorSleeperBehindHeldMainThread() async {
        let clock = TestClock()
        let ticks = Recorder<Duration>()
        let task = Self.sleepThreeTimesOnTheMainActor(on: clock, recording: ticks)
        await clock.waitForSleepers(1)
        // What a loaded machine, or another test's synchronous work on the main actor, looks like from here: the
        // main queue runs nothing for a while. Moving time must wait for it, not judge it by how long it takes.
        let mainThreadHeld = await holdMainThread { usleep(3_000_000) }
        await clock.advance(by: .seconds(3))
        await mainThreadHeld.value
        #expect(clock.sleeperCount == 0, "a sleeper was never woken, ticks \(ticks.values)")
        #expect(ticks.values == [.seconds(1), .seconds(2), .seconds(3)])
        if clock.sleeperCount > 0 { task.cancel() }
        #expect(await finishes(task))
    }

    @Test("tasks a woken task starts, and a stream it feeds, are followed before time moves on")
    func workStartedByWokenTask() async {
        let clock = TestClock()
        let (stream, feed) = AsyncStream<Duration>.makeStream()
        let received = Recorder<Duration>()
        let consumer = Task<Void, any Error> {
            for await tick in stream { received.append(tick) }
        }
        let producer = Task {
            for _ in 0..<3 {
                try await clock.sleep(for: .seconds(1))
                let tick = clock.now.offset
                await Task { await Task.yield() }.value
                feed.yield(tick)
            }
            feed.finish()
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        #expect(received.values == [.seconds(1)])
        await clock.advance(by: .seconds(2))
        #expect(received.values == [.seconds(1), .seconds(2), .seconds(3)])
        #expect(await finishes(producer))
        #expect(await finishes(consumer))
    }
}
