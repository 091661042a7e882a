import DICore
import Foundation

extension Scenarios {
    /// Virtual time as code under test meets it: one-shot work, a task that sleeps again after awaited work,
    /// and two repeating timers due at the same instant; all of it without waiting on the wall clock.
    static func controlledTime(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.controlledTime.outcome { time in
            guard let scheduleRepeating = time.scheduleRepeating, let startSleeping = time.startSleeping else {
                return .notSupported(
                    ScenarioOutcome.notAdaptedPrefix
                        + "the \(style.name) adapter's TimeControl leaves out re-entrant sleeps and repeating timers")
            }
            let started = Date()
            if let failure = await oneShotWork(time) { return failure }
            if let failure = await reentrantSleeps(time, startSleeping) { return failure }
            if let failure = await simultaneousTimers(time, scheduleRepeating) { return failure }
            // 3 + 5 + 6 virtual seconds: a style that waited for them would take at least that long.
            let waited = Date().timeIntervalSince(started)
            return waited < 14
                ? .passes(
                    "3 s of work, 5 sleeps with awaited work between and two timers over 6 s: 14 virtual seconds "
                        + "in \(Int(waited * 1000)) ms of real time")
                : .failed("14 virtual seconds took \(waited) s of real time")
        }
    }

    /// Work scheduled 3 s ahead runs after 3 virtual seconds, not after 2.
    private static func oneShotWork(_ time: TimeControl) async -> ScenarioOutcome? {
        let ran = BuildCounter()
        await time.schedule(.seconds(3)) { ran.record() }
        await time.advance(.seconds(2))
        guard ran.value == 0 else { return .failed("work ran after 2 of 3 seconds") }
        await time.advance(.seconds(1))
        await yieldWhile(times: 1_000) { ran.value == 0 }
        return ran.value == 1 ? nil : .failed("work did not run after 3 virtual seconds")
    }

    /// A task that sleeps 1 s five times, with ten suspensions of awaited work after each sleep, wakes five
    /// times when time advances 5 s: moving time must follow it to each next sleep.
    private static func reentrantSleeps(
        _ time: TimeControl,
        _ startSleeping: @Sendable (_ body: @escaping @Sendable (TimeControl.Sleep) async throws -> Void) async -> Void
    ) async -> ScenarioOutcome? {
        let ticks = BuildCounter()
        let finished = OneShot<Void>()
        await startSleeping { sleep in
            for _ in 0..<5 {
                try await sleep(.seconds(1))
                ticks.record()
                for _ in 0..<10 { await Task.yield() }
            }
            finished.deliver(())
        }
        await time.advance(.seconds(5))
        let done = await Deadline.run(seconds: 10) { await finished.value } != nil
        return done && ticks.value == 5
            ? nil
            : .failed(
                "a task sleeping 1 s five times, with awaited work between, woke \(ticks.value) times "
                    + "in 5 virtual seconds")
    }

    /// A 2 s and a 3 s timer over 6 s fire [1, 2, 1, 1, 2]: at 6 s both are due, and the one scheduled
    /// first fires first (combine-schedulers' `testInterleavingTimers`).
    private static func simultaneousTimers(
        _ time: TimeControl,
        _ scheduleRepeating: @Sendable (_ interval: Duration, _ work: @escaping @Sendable () -> Void) async -> Void
    ) async -> ScenarioOutcome? {
        let fired = Locked<[Int]>([])
        await scheduleRepeating(.seconds(2)) { fired.withLock { $0.append(1) } }
        await scheduleRepeating(.seconds(3)) { fired.withLock { $0.append(2) } }
        await time.advance(.seconds(6))
        await yieldWhile(times: 1_000) { fired.withLock { $0.count } < 5 }
        let order = fired.withLock { $0 }
        return order.prefix(5) == [1, 2, 1, 1, 2]
            ? nil
            : .failed("a 2 s and a 3 s timer over 6 s fired \(order), not [1, 2, 1, 1, 2] (the first scheduled first)")
    }

    /// Lets a task that a clock woke run: a clock's `advance` may return before the woken task has been
    /// scheduled, and on a loaded machine it runs a moment later. A style whose work already ran yields
    /// nothing; every style gets the same grace.
    private static func yieldWhile(times: Int, _ condition: () -> Bool) async {
        var remaining = times
        while remaining > 0, condition() {
            await Task.yield()
            remaining -= 1
        }
    }
}
