/// The instants a clock reaches every interval, as an async sequence: what `clock.timer(interval:)` returns.
///
/// The first tick comes one interval after the first `next()`, each later one an interval after the
/// tick before, so ticks keep to their grid; a consumer that falls behind gets the next tick on the grid,
/// not a burst of the missed ones. Cancelling the consuming task ends the sequence. Instants count from
/// when the timer was made, as ``AnyClock``'s do.
///
/// ```swift
/// for await _ in world.clock.timer(interval: .seconds(1)) {
///     secondsElapsed += 1
/// }
/// ```
public struct ClockTimer: AsyncSequence, Sendable {
    /// A tick: the instant the clock woke at.
    public typealias Element = VirtualInstant

    private let clock: AnyClock
    private let interval: Duration
    private let tolerance: Duration?

    init(clock: AnyClock, interval: Duration, tolerance: Duration?) {
        self.clock = clock
        self.interval = interval
        self.tolerance = tolerance
    }

    /// An iterator that sleeps until each tick.
    ///
    /// ```swift
    /// var ticks = clock.timer(interval: .seconds(1)).makeAsyncIterator()
    /// let first = await ticks.next()
    /// ```
    public func makeAsyncIterator() -> Iterator {
        Iterator(clock: clock, interval: interval, tolerance: tolerance)
    }

    /// Sleeps until the next tick on the timer's grid.
    public struct Iterator: AsyncIteratorProtocol {
        private let clock: AnyClock
        private let interval: Duration
        private let tolerance: Duration?
        private var last: VirtualInstant?

        init(clock: AnyClock, interval: Duration, tolerance: Duration?) {
            self.clock = clock
            self.interval = interval
            self.tolerance = tolerance
        }

        /// The next tick, or `nil` once the task is cancelled (or at once, for a non-positive interval).
        ///
        /// ```swift
        /// while let tick = await ticks.next() { print(tick) }
        /// ```
        public mutating func next() async -> VirtualInstant? {
            guard interval > .zero, !Task.isCancelled else { return nil }
            let now = clock.now
            var deadline = (last ?? now).advanced(by: interval)
            if deadline < now {
                let missed = Int((deadline.duration(to: now) / interval).rounded(.up))
                deadline = deadline.advanced(by: interval * missed)
            }
            do {
                try await clock.sleep(until: deadline, tolerance: tolerance)
            } catch {
                return nil
            }
            last = deadline
            return clock.now
        }
    }
}

extension Clock where Duration == Swift.Duration {
    /// The instants this clock reaches every `interval`, as an async sequence (swift-clocks' spelling).
    ///
    /// It works on `any Clock<Duration>`, such as a ``World``'s clock, and on a ``TestClock`` ticks as
    /// the test advances it.
    ///
    /// ```swift
    /// for await _ in clock.timer(interval: .seconds(1)).prefix(3) {
    ///     tick()
    /// }
    /// ```
    public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer {
        ClockTimer(clock: AnyClock(self), interval: interval, tolerance: tolerance)
    }
}
