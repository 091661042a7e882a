import Dispatch

/// A scheduler for callback-style code, without Combine: run now, run later, run repeatedly.
///
/// Live code gets ``live(queue:)`` (a `DispatchQueue`); tests get a
/// ``TestScheduler``'s ``TestScheduler/scheduler`` and move its virtual time.
///
/// ```swift
/// let testScheduler = TestScheduler()
/// let scheduler = testScheduler.scheduler
/// scheduler.schedule(after: .seconds(3)) { print("3 seconds later") }
/// testScheduler.advance(by: .seconds(3))  // runs it now
/// ```
public struct CallbackScheduler: Sendable {
    private let scheduleNow: @Sendable (@escaping @Sendable () -> Void) -> Void
    let scheduleLater: @Sendable (Duration, Duration?, @escaping @Sendable () -> Void) -> ScheduledWork
    let currentTime: @Sendable () -> VirtualInstant
    let sleeper: (@Sendable (Duration) async throws -> Void)?

    /// A scheduler built from two functions: run soon, and run after a delay (repeating if an interval is given).
    ///
    /// `now` tells the scheduler's time (by default the dispatch clock's uptime, as ``live(queue:)`` does);
    /// `sleep` suspends for a duration on that time (by default by scheduling the wake-up with `scheduleAfter`).
    ///
    /// ```swift
    /// let inline = CallbackScheduler(
    ///     schedule: { $0() },
    ///     scheduleAfter: { _, _, action in action(); return ScheduledWork() })
    /// ```
    public init(
        schedule: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void,
        scheduleAfter: @escaping @Sendable (Duration, Duration?, @escaping @Sendable () -> Void) -> ScheduledWork,
        now: (@Sendable () -> VirtualInstant)? = nil,
        sleep: (@Sendable (Duration) async throws -> Void)? = nil
    ) {
        self.scheduleNow = schedule
        self.scheduleLater = scheduleAfter
        self.currentTime = now ?? Self.uptime
        self.sleeper = sleep
    }

    /// This scheduler; lets code written for the seed call `dependencies.mainScheduler()`.
    ///
    /// ```swift
    /// let mainQueue = world.mainScheduler()
    /// ```
    public func callAsFunction() -> CallbackScheduler {
        self
    }

    /// Runs `action` as soon as possible, asynchronously.
    ///
    /// ```swift
    /// scheduler.schedule { render() }
    /// ```
    public func schedule(_ action: @escaping @Sendable () -> Void) {
        scheduleNow(action)
    }

    /// Runs `action` once, `delay` from now.
    ///
    /// ```swift
    /// let work = scheduler.schedule(after: .milliseconds(300)) { search() }
    /// ```
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> ScheduledWork {
        scheduleLater(delay, nil, action)
    }

    /// Runs `action` `delay` from now and then every `interval` until the returned work is cancelled.
    ///
    /// A non-positive `interval` runs the action once.
    ///
    /// ```swift
    /// let timer = scheduler.schedule(after: .seconds(1), interval: .seconds(1)) {
    ///     tick()
    /// }
    /// ```
    @discardableResult
    public func schedule(
        after delay: Duration,
        interval: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> ScheduledWork {
        scheduleLater(delay, interval > .zero ? interval : nil, action)
    }
}
