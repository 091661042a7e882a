/// A scheduler with virtual time: work runs only when the test advances it, synchronously and in order.
///
/// `advance(by:)` runs every piece of work that falls due, in deadline order (ties in the order it was
/// scheduled, a repeating timer keeping the place it was first scheduled in), on the calling thread,
/// before it returns — including work scheduled "now" with `schedule(_:)`, work scheduled by other work,
/// and every firing of repeating timers. No wall-clock waiting.
///
/// Async code shares the same time: ``sleep(for:)`` and ``timer(interval:)`` (and the same calls on
/// ``scheduler``) wait on it, and ``clock`` is this time as a ``TestClock`` for code that takes a clock.
/// To follow a task through several sleeps, step with the clock's `await` ``TestClock/advance(by:fileID:line:)``,
/// which lets each woken task run before going on.
///
/// ```swift
/// let testScheduler = TestScheduler()
/// let ticks = Locked(0)
/// let timer = testScheduler.scheduler.schedule(
///     after: .seconds(1), interval: .seconds(1)
/// ) {
///     ticks.withLock { $0 += 1 }
/// }
/// testScheduler.advance(by: .seconds(3))  // ticks == 3
/// timer.cancel()
/// ```
public final class TestScheduler: Sendable {
    private let time: VirtualTime

    /// This scheduler's time as a clock: sleeps on it are due with the scheduler's work, in one order.
    ///
    /// ```swift
    /// let testScheduler = TestScheduler()
    /// let model = TimerModel(
    ///     scheduler: testScheduler.scheduler, clock: testScheduler.clock)
    /// await testScheduler.clock.advance(by: .seconds(5))
    /// ```
    public let clock: TestClock

    /// A scheduler at ``VirtualInstant/zero`` with no work.
    ///
    /// ```swift
    /// let testScheduler = TestScheduler()
    /// ```
    public init() {
        let time = VirtualTime()
        self.time = time
        clock = TestClock(time: time)
    }

    /// The current virtual time.
    ///
    /// ```swift
    /// #expect(testScheduler.now == .zero)
    /// ```
    public var now: VirtualInstant {
        time.now
    }

    /// How many pieces of work (one-shot or repeating) and sleeps are waiting.
    ///
    /// ```swift
    /// #expect(testScheduler.pendingCount == 0)
    /// ```
    public var pendingCount: Int {
        time.state.withLock(\.pendingCount)
    }

    /// The scheduler to hand to the code under test.
    ///
    /// ```swift
    /// let model = SearchModel(scheduler: testScheduler.scheduler)
    /// ```
    public var scheduler: CallbackScheduler {
        let time = time
        return CallbackScheduler(
            schedule: { action in _ = time.schedule(after: .zero, interval: nil, action) },
            scheduleAfter: { delay, interval, action in time.schedule(after: delay, interval: interval, action) },
            now: { time.now },
            sleep: { duration in try await time.sleep(until: time.now.advanced(by: duration)) })
    }

    /// Suspends until this scheduler's time has moved forward by `duration`.
    ///
    /// ```swift
    /// try await testScheduler.sleep(for: .seconds(1))
    /// ```
    public func sleep(for duration: Duration) async throws {
        try await scheduler.sleep(for: duration)
    }

    /// The instants this scheduler's time reaches every `interval`, as an async sequence.
    ///
    /// ```swift
    /// for await _ in testScheduler.timer(interval: .seconds(1)).prefix(3) { tick() }
    /// ```
    public func timer(interval: Duration) -> AsyncStream<VirtualInstant> {
        scheduler.timer(interval: interval)
    }

    /// Moves virtual time forward by `duration`, running all work that falls due, in order.
    ///
    /// `advance(by: .zero)` runs the work scheduled for now.
    ///
    /// ```swift
    /// testScheduler.advance(by: .seconds(3))
    /// ```
    public func advance(by duration: Duration = .zero) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves virtual time to `instant`, running all work that falls due, in order.
    ///
    /// ```swift
    /// testScheduler.advance(to: VirtualInstant(offset: .seconds(10)))
    /// ```
    public func advance(to instant: VirtualInstant) {
        time.advanceSynchronously(to: instant)
    }

    /// Runs all one-shot work, advancing time as far as the last of it; repeating timers fire along the way.
    ///
    /// Unlike a naive "run until idle", this returns even while repeating timers
    /// are still scheduled: they would never let the queue become empty.
    ///
    /// ```swift
    /// testScheduler.run()
    /// ```
    public func run() {
        time.runSynchronously()
    }

    /// Forgets all work and moves time back to ``VirtualInstant/zero``; waiting sleeps throw `CancellationError`.
    ///
    /// ```swift
    /// testScheduler.reset()
    /// ```
    public func reset() {
        time.reset()
    }
}

extension TestScheduler: ResettableMock {}
