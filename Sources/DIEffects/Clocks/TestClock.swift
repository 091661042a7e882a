/// A clock whose time moves only when the test says so.
///
/// Sleepers suspend until ``advance(by:)``, ``advance(to:)`` or ``run()`` moves
/// virtual time past their deadline; nothing ever waits on the wall clock.
///
/// Three races make naive virtual clocks flaky, and each is handled here:
/// - `sleep(for:)` fixes its deadline when it is called, so a test must not
///   advance before the sleeper exists: ``waitForSleepers(_:)`` suspends until
///   that many sleepers are registered (no polling, no timeouts).
/// - advancing resumes sleepers, but their code runs later on another thread:
///   await the task, or ``waitForSleepers(_:)`` for its next sleep, before asserting.
/// - cancellation may arrive before the sleeper is registered: it is remembered,
///   and the sleep throws `CancellationError` as soon as it would suspend.
///
/// ```swift
/// let clock = TestClock()
/// let task = Task { try await clock.sleep(for: .seconds(5)); return "done" }
/// await clock.waitForSleepers(1)
/// await clock.advance(by: .seconds(5))
/// #expect(try await task.value == "done")
/// ```
public final class TestClock: Clock, Sendable {
    /// The clock's instant type.
    ///
    /// ```swift
    /// let deadline: TestClock.Instant = .zero.advanced(by: .seconds(1))
    /// ```
    public typealias Instant = VirtualInstant

    private let state = Locked(State())

    /// A clock at ``VirtualInstant/zero`` with no sleepers.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// ```
    public init() {}

    /// The current virtual time.
    ///
    /// ```swift
    /// #expect(clock.now == .zero)
    /// ```
    public var now: VirtualInstant {
        state.withLock { $0.now }
    }

    /// Zero: virtual time has no resolution limit.
    ///
    /// ```swift
    /// #expect(clock.minimumResolution == .zero)
    /// ```
    public var minimumResolution: Duration {
        .zero
    }

    /// How many sleepers are currently suspended on this clock.
    ///
    /// ```swift
    /// #expect(clock.sleeperCount == 0)
    /// ```
    public var sleeperCount: Int {
        state.withLock { $0.sleepers.count }
    }

    /// Suspends until virtual time reaches `deadline`; throws `CancellationError` if the task is cancelled.
    ///
    /// ```swift
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)), tolerance: nil)
    /// ```
    public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { $0.makeIdentifier() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { $0.register(id: id, deadline: deadline, continuation: continuation) }
                outcome.resumeOutsideLock()
            }
        } onCancel: {
            state.withLock { $0.cancel(id: id) }?.resume(throwing: CancellationError())
        }
    }

    /// Suspends until at least `count` sleepers are suspended on this clock.
    ///
    /// It does not observe cancellation: wait only for sleepers the test itself started.
    ///
    /// ```swift
    /// let task = Task { try await clock.sleep(for: .seconds(1)) }
    /// await clock.waitForSleepers(1)
    /// ```
    public func waitForSleepers(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if state.sleepers.count >= count { return true }
                state.sleeperWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Moves virtual time forward by `duration`, waking due sleepers in deadline order.
    ///
    /// ```swift
    /// await clock.advance(by: .seconds(1))
    /// ```
    public func advance(by duration: Duration) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves virtual time to `deadline`, waking due sleepers in deadline order (ties in sleep order).
    ///
    /// Between deadlines it yields, so woken code that sleeps again within the
    /// window usually registers in time; for a guarantee, step with
    /// ``waitForSleepers(_:)``.
    ///
    /// ```swift
    /// await clock.advance(to: VirtualInstant(offset: .seconds(10)))
    /// ```
    public func advance(to deadline: VirtualInstant) async {
        while let woken = state.withLock({ $0.wakeNext(upTo: deadline) }) {
            for continuation in woken { continuation.resume() }
            await Self.yieldToWokenTasks()
        }
    }

    /// Advances through every pending deadline until no sleeper is left.
    ///
    /// Code that sleeps forever in a loop keeps `run()` going; step such code with ``advance(by:)``.
    ///
    /// ```swift
    /// await clock.run()
    /// ```
    public func run() async {
        while let next = state.withLock({ $0.earliestDeadline }) {
            await advance(to: next)
        }
    }

    private static func yieldToWokenTasks() async {
        for _ in 0..<8 { await Task.yield() }
    }
}
