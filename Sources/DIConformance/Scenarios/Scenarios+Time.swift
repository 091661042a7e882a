import DICore

extension Scenarios {
    /// Virtual time as code under test meets it: one-shot work, a task that sleeps again after awaited work,
    /// and two repeating timers due at the same instant; all of it without waiting on the wall clock.
    ///
    /// No real time is measured: each step checks what ran right after time moved, which a style that waits on the
    /// wall clock fails; one that sleeps for real inside `advance` would need 14 real minutes and hit the cell's
    /// hang limit.
    static func controlledTime(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.controlledTime.outcome { time in
            guard let scheduleRepeating = time.scheduleRepeating, let startSleeping = time.startSleeping else {
                return .notSupported(
                    ScenarioOutcome.notAdaptedPrefix
                        + "the \(style.name) adapter's TimeControl leaves out re-entrant sleeps and repeating timers")
            }
            if let failure = await oneShotWork(time) { return failure }
            if let failure = await reentrantSleeps(time, startSleeping) { return failure }
            if let failure = await simultaneousTimers(time, scheduleRepeating) { return failure }
            return .passes(
                "3 min of work, 5 sleeps with awaited work between and two timers over 6 min: 14 virtual minutes, "
                    + "each step done as soon as time moved")
        }
    }

    /// The scenario's unit of virtual time.
    private static let unit = Duration.seconds(60)

    /// Work scheduled 3 min ahead runs after 3 virtual minutes, not after 2.
    private static func oneShotWork(_ time: TimeControl) async -> ScenarioOutcome? {
        let ran = BuildCounter()
        await time.schedule(unit * 3) { ran.record() }
        await time.advance(unit * 2)
        guard ran.value == 0 else { return .failed("work ran after 2 of 3 minutes") }
        await time.advance(unit)
        await waitWhile { ran.value == 0 }
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
        let done = await Deadline.run(seconds: hangLimitSeconds) { await finished.value } != nil
        // The task finishes only after its fifth wake, so a clock that stopped following it leaves it asleep.
        return done
            ? nil
            : .failed(
                "a task sleeping 1 min five times, with awaited work between, woke \(ticks.value) times in 5 virtual "
                    + "minutes and was still asleep after \(Format.seconds(hangLimitSeconds))")
    }

    /// A 2 min and a 3 min timer over 6 min fire each time they are due, in time order: [1, 2, 1] by 4 min, then
    /// both at 6 min (combine-schedulers' `testInterleavingTimers`, in minutes). Which of two timers due at one
    /// instant fires first is each library's own choice, so it is not graded: a scheduler fires the one scheduled
    /// first ([1, 2, 1, 1, 2]), a loop that sleeps from tick to tick on swift-clocks' `TestClock` the one whose
    /// latest sleep began first ([1, 2, 1, 2, 1]).
    private static func simultaneousTimers(
        _ time: TimeControl,
        _ scheduleRepeating: @Sendable (_ interval: Duration, _ work: @escaping @Sendable () -> Void) async -> Void
    ) async -> ScenarioOutcome? {
        let fired = Locked<[Int]>([])
        await scheduleRepeating(unit * 2) { fired.withLock { $0.append(1) } }
        await scheduleRepeating(unit * 3) { fired.withLock { $0.append(2) } }
        await time.advance(unit * 6)
        await waitWhile { fired.withLock { $0.count } < 5 }
        let order = fired.withLock { $0 }
        let dueTogether = order.dropFirst(3).prefix(2)
        return order.prefix(3) == [1, 2, 1] && dueTogether.sorted() == [1, 2]
            ? nil
            : .failed(
                "a 2 min and a 3 min timer over 6 min fired \(order), not each time it was due: "
                    + "the 2 min timer 3 times and the 3 min timer twice")
    }

    /// Lets a task that a clock woke run: a clock's `advance` may return before the woken task has been
    /// scheduled, and on a loaded machine it runs a while later. Waits until `condition` is false, yielding and then
    /// napping, and gives up only after the hang limit, so how busy the machine is never decides the verdict. A
    /// style whose work already ran waits for nothing; every style gets the same grace.
    private static func waitWhile(_ condition: () -> Bool) async {
        let givingUp = ContinuousClock.now + .seconds(hangLimitSeconds)
        var yields = 0
        while condition(), ContinuousClock.now < givingUp {
            if yields < 1_000 {
                await Task.yield()
                yields += 1
            } else {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
    }
}
