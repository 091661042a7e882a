import Dispatch

extension CallbackScheduler {
    /// A point on the dispatch clock, for the seed's absolute spellings (Combine's `DispatchQueue.SchedulerTimeType`).
    ///
    /// ```swift
    /// scheduler.schedule(after: .init(.now() + .seconds(3))) {
    ///     print("3 seconds later...")
    /// }
    /// ```
    public struct DispatchDeadline: Sendable {
        /// The point on the dispatch clock.
        ///
        /// ```swift
        /// let uptime = CallbackScheduler.DispatchDeadline(.now()).dispatchTime
        ///     .uptimeNanoseconds
        /// ```
        public let dispatchTime: DispatchTime

        /// The deadline `dispatchTime`.
        ///
        /// ```swift
        /// let inThreeSeconds = CallbackScheduler.DispatchDeadline(.now() + .seconds(3))
        /// ```
        public init(_ dispatchTime: DispatchTime) {
            self.dispatchTime = dispatchTime
        }
    }

    /// Runs `action` once at `deadline`, measured from now on the dispatch clock (the seed's spelling).
    ///
    /// A scheduler takes delays, so the deadline becomes the delay from the moment of the
    /// call: on a test scheduler the work falls due that long after its current virtual time.
    ///
    /// ```swift
    /// scheduler.schedule(after: .init(.now() + .seconds(3))) {
    ///     print("3 seconds later...")
    /// }
    /// ```
    @discardableResult
    public func schedule(after deadline: DispatchDeadline, _ action: @escaping @Sendable () -> Void) -> ScheduledWork {
        let now = DispatchTime.now().uptimeNanoseconds
        let target = deadline.dispatchTime.uptimeNanoseconds
        let delay = target > now ? Duration.nanoseconds(Int64(clamping: target - now)) : .zero
        return schedule(after: delay, action)
    }
}

extension TestScheduler {
    /// Moves virtual time to `deadline`, read as nanoseconds of uptime, running the work due (the seed's spelling).
    ///
    /// The seed's mock counted time in the dispatch clock's uptime, from about zero; the
    /// test scheduler counts virtual time from ``VirtualInstant/zero``, so this moves to the
    /// same number of nanoseconds.
    ///
    /// ```swift
    /// CommonDependencies.Schedulers.dispatchQueueMock.advance(to: .init(.now()))
    /// ```
    public func advance(to deadline: CallbackScheduler.DispatchDeadline) {
        advance(to: VirtualInstant(offset: .nanoseconds(Int64(clamping: deadline.dispatchTime.uptimeNanoseconds))))
    }

    /// Runs all one-shot work, as ``run()`` does (the seed's spelling).
    ///
    /// The seed's `waitForAllTasks()` never returned while a repeating timer was scheduled;
    /// this one returns once the one-shot work has run.
    ///
    /// ```swift
    /// CommonDependencies.Schedulers.dispatchQueueMock.waitForAllTasks()
    /// ```
    public func waitForAllTasks() {
        run()
    }
}
