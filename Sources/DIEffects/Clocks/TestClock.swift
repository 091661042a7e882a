/// A clock whose time moves only when the test says so.
///
/// Sleepers suspend until ``advance(by:fileID:line:)``, ``advance(to:fileID:line:)`` or ``run(fileID:line:)``
/// moves virtual time past their deadline; nothing ever waits on the wall clock for a deadline.
///
/// Moving time wakes one sleeper at a time, in deadline order, and follows the woken task before taking the
/// next: the task, and every task it starts or resumes, runs on an executor of this clock's until it suspends,
/// and the clock knows the work is done when that executor has nothing left to run; it never guesses from a
/// quiet spell of real time, so a busy machine makes a test slower, never different. Time stays at the
/// instant a sleeper woke at until that work is done, so awaited work between two sleeps never makes a
/// deadline late or a sleeper lost. Sleepers due together wake in the order their tasks first slept: a task
/// that sleeps again keeps its place, as a repeating timer does, so two sleeping loops due together take
/// turns in the same order every time.
///
/// Main-actor code is followed through the main queue, which runs jobs in the order they came: once nothing
/// more is due, the woken tasks that have not slept again get up to 16 turns on the main actor to do so, and
/// a woken task that hops to the main actor and back is followed back. Each turn waits until the main queue has
/// run what was queued on it before, however long a busy machine keeps it from running; only a main queue that
/// has never run anything, 60 seconds after the first clock was made (a synchronous `main` that blocks its
/// thread), is given up on, reported once as `DIError.Code.mainQueueStalled` at the line that moved time. Woken
/// code that waits for something outside the clock's executor and the main actor (a `DispatchQueue`, a thread,
/// an actor with an executor of its own) is taken to be done while it waits; when it comes back it runs on its
/// own, and a later move of time wakes its next sleep. A sleeper woken onto an executor of its own gets 10 ms
/// of real time to sleep here again (the only real-time wait, ending at that sleep), as does every sleeper on
/// Apple platforms before macOS 15 and iOS 18, which lack task executors.
///
/// Two races remain the test's to close:
/// - `sleep(for:)` fixes its deadline when it is called, so a test must not advance before the sleeper
///   exists: ``waitForSleepers(_:)`` suspends until that many sleepers are registered (no polling).
/// - cancellation may arrive before the sleeper is registered: it is remembered, and the sleep throws
///   `CancellationError` as soon as it would suspend.
///
/// ```swift
/// let clock = TestClock()
/// let task = Task {
///     for _ in 1...5 {
///         try await clock.sleep(for: .seconds(1))
///         await refresh()  // awaited work between sleeps
///     }
/// }
/// await clock.waitForSleepers(1)
/// await clock.run()  // wakes it five times, at 1 s, 2 s, … 5 s
/// try await task.value
/// ```
public final class TestClock: Clock, Sendable {
    /// The clock's instant type.
    ///
    /// ```swift
    /// let deadline: TestClock.Instant = .zero.advanced(by: .seconds(1))
    /// ```
    public typealias Instant = VirtualInstant

    let time: VirtualTime

    /// A clock at ``VirtualInstant/zero`` with no sleepers.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// ```
    public convenience init() {
        self.init(time: VirtualTime())
    }

    /// A clock on `time`, shared with the test scheduler that owns it.
    init(time: VirtualTime) {
        self.time = time
    }

    /// The current virtual time.
    ///
    /// ```swift
    /// #expect(clock.now == .zero)
    /// ```
    public var now: VirtualInstant {
        time.now
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
        time.state.withLock { $0.sleeperCount }
    }

    /// Suspends until virtual time reaches `deadline`; throws `CancellationError` if the task is cancelled.
    ///
    /// ```swift
    /// try await clock.sleep(
    ///     until: clock.now.advanced(by: .seconds(1)), tolerance: nil)
    /// ```
    public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
        try await time.sleep(until: deadline)
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
        await time.waitForSleepers(count)
    }

    /// Moves virtual time forward by `duration`, waking due sleepers in deadline order.
    ///
    /// ```swift
    /// await clock.advance(by: .seconds(1))
    /// ```
    public func advance(by duration: Duration = .zero, fileID: String = #fileID, line: UInt = #line) async {
        await time.advance(to: now.advanced(by: duration), from: SourceLocation(fileID: fileID, line: line))
    }

    /// Moves virtual time to `deadline`, waking due sleepers in deadline order.
    ///
    /// Each woken task runs before the next sleeper wakes, and a sleep it reaches before `deadline` is
    /// woken too; it returns once nothing is due by `deadline`.
    ///
    /// ```swift
    /// await clock.advance(to: VirtualInstant(offset: .seconds(10)))
    /// ```
    public func advance(to deadline: VirtualInstant, fileID: String = #fileID, line: UInt = #line) async {
        await time.advance(to: deadline, from: SourceLocation(fileID: fileID, line: line))
    }

    /// Advances through every pending deadline, following woken tasks, until no sleeper is left.
    ///
    /// Code that sleeps forever in a loop keeps `run()` going; step such code with ``advance(by:fileID:line:)``.
    ///
    /// ```swift
    /// await clock.run()
    /// ```
    public func run(fileID: String = #fileID, line: UInt = #line) async {
        await time.run(from: SourceLocation(fileID: fileID, line: line))
    }
}
