extension CallbackScheduler {
    /// A scheduler that runs work at once, on the calling thread, whatever the delay.
    ///
    /// Use it when the code under test schedules work but the test does not care when it runs. Its
    /// time starts at ``VirtualInstant/zero`` and moves forward by each delay, as an ``ImmediateClock``
    /// does; a repeating timer runs once, and its handle reads as cancelled since it will not run again;
    /// `sleep(for:)` returns at once. Each read is a new scheduler.
    ///
    /// ```swift
    /// let scheduler = CallbackScheduler.immediate
    /// var ran = false  // (use a lock-protected box in real code)
    /// // ran == true, now == 3 s
    /// scheduler.schedule(after: .seconds(3)) { ran = true }
    /// ```
    public static var immediate: CallbackScheduler {
        let current = Locked(VirtualInstant.zero)
        let moveForward: @Sendable (Duration) -> Void = { delay in
            current.withLock { $0 = $0.advanced(by: Swift.max(delay, .zero)) }
        }
        return CallbackScheduler(
            schedule: { action in action() },
            scheduleAfter: { delay, interval, action in
                moveForward(delay)
                action()
                let work = ScheduledWork()
                if interval != nil { work.cancel() }
                return work
            },
            now: { current.withLock { $0 } },
            sleep: { duration in
                try Task.checkCancellation()
                moveForward(duration)
            })
    }
}
