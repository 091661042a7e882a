import DIEffects

extension TimeControl {
    /// The time control of a style whose code under test resolves a ``CallbackScheduler``: DIToolkit's four.
    ///
    /// `resolve` reads the scheduler the style's way (inside its override, with `testScheduler.scheduler`
    /// bound); the scheduler's sleeps and work share `testScheduler`'s one time, which the scenario moves
    /// with its clock so that each woken task is followed to its next sleep.
    static func resolving(
        on testScheduler: TestScheduler,
        _ resolve: @escaping @Sendable () -> CallbackScheduler
    ) -> TimeControl {
        TimeControl(
            schedule: { delay, work in _ = resolve().schedule(after: delay, work) },
            scheduleRepeating: { interval, work in _ = resolve().schedule(after: interval, interval: interval, work) },
            startSleeping: { body in
                let scheduler = resolve()
                let sleepers = testScheduler.clock.sleeperCount
                Task { try await body { try await scheduler.sleep(for: $0) } }
                await testScheduler.clock.waitForSleepers(sleepers + 1)
            },
            advance: { await testScheduler.clock.advance(by: $0) })
    }
}
