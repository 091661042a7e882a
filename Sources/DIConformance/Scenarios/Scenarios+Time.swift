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
            // 3 + 5 + 6 virtual minutes: a style that waited for them would take at least 840 s. Minutes, not
            // seconds, so that a virtual clock slowed down by the thread sanitizer on a loaded machine is never
            // mistaken for one that waits on the wall clock.
            let waited = Date().timeIntervalSince(started)
            return waited < 14 * Self.timeUnitSeconds
                ? .passes(
                    "3 min of work, 5 sleeps with awaited work between and two timers over 6 min: 14 virtual minutes "
                        + "in \(Int(waited * 1000)) ms of real time")
                : .failed("14 virtual minutes took \(waited) s of real time")
        }
    }

    /// The scenario's unit of virtual time, in seconds.
    static let timeUnitSeconds = 60.0
    private static let unit = Duration.seconds(60)

    /// Work scheduled 3 min ahead runs after 3 virtual minutes, not after 2.
    private static func oneShotWork(_ time: TimeControl) async -> ScenarioOutcome? {
        let ran = BuildCounter()
        await time.schedule(unit * 3) { ran.record() }
        await time.advance(unit * 2)
        guard ran.value == 0 else { return .failed("work ran after 2 of 3 minutes") }
        await time.advance(unit)
        await yieldWhile(times: 1_000) { ran.value == 0 }
        return ran.value == 1 ? nil : .failed("work did not run after 3 virtual minutes")
    }

    /// A task that sleeps 1 min five times, with ten suspensions of awaited work after each sleep, wakes five
    /// times when time advances 5 min: moving time must follow it to each next sleep.
    private static func reentrantSleeps(
        _ time: TimeControl,
        _ startSleeping: @Sendable (_ body: @escaping @Sendable (TimeControl.Sleep) async throws -> Void) async -> Void
    ) async -> ScenarioOutcome? {
        let ticks = BuildCounter()
        let finished = OneShot<Void>()
        await startSleeping { sleep in
            for _ in 0..<5 {
                try await sleep(unit)
                ticks.record()
                for _ in 0..<10 { await Task.yield() }
            }
            finished.deliver(())
        }
        await time.advance(unit * 5)
        let done = await Deadline.run(seconds: 10) { await finished.value } != nil
        return done && ticks.value == 5
            ? nil
            : .failed(
                "a task sleeping 1 min five times, with awaited work between, woke \(ticks.value) times "
                    + "in 5 virtual minutes")
    }

    /// A 2 min and a 3 min timer over 6 min fire [1, 2, 1, 1, 2]: at 6 min both are due, and the one scheduled
    /// first fires first (combine-schedulers' `testInterleavingTimers`, in minutes).
    private static func simultaneousTimers(
        _ time: TimeControl,
        _ scheduleRepeating: @Sendable (_ interval: Duration, _ work: @escaping @Sendable () -> Void) async -> Void
    ) async -> ScenarioOutcome? {
        let fired = Locked<[Int]>([])
        await scheduleRepeating(unit * 2) { fired.withLock { $0.append(1) } }
        await scheduleRepeating(unit * 3) { fired.withLock { $0.append(2) } }
        await time.advance(unit * 6)
        await yieldWhile(times: 1_000) { fired.withLock { $0.count } < 5 }
        let order = fired.withLock { $0 }
        return order.prefix(5) == [1, 2, 1, 1, 2]
            ? nil
            : .failed(
                "a 2 min and a 3 min timer over 6 min fired \(order), not [1, 2, 1, 1, 2] (the first scheduled first)")
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
