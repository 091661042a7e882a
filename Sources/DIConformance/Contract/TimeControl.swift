/// How the controlled-time scenario drives a style's virtual time.
///
/// The scenario checks one-shot work, a task that sleeps again and again with awaited work between its
/// sleeps, and two repeating timers that fall due together; each operation goes through the style the
/// way its code under test reaches its scheduler or clock.
///
/// ```swift
/// TimeControl(
///     schedule: { delay, work in scheduler().schedule(after: delay, work) },
///     scheduleRepeating: { interval, work in
///         scheduler().schedule(after: interval, interval: interval, work)
///     },
///     startSleeping: { body in
///         Task { try await body { try await scheduler().sleep(for: $0) } }
///         await testScheduler.clock.waitForSleepers(1)
///     },
///     advance: { await testScheduler.clock.advance(by: $0) })
/// ```
public struct TimeControl: Sendable {
    /// A sleep on the style's virtual time, as its code under test would call it.
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    /// Schedules `work` to run `delay` from now on virtual time.
    public let schedule: @Sendable (_ delay: Duration, _ work: @escaping @Sendable () -> Void) async -> Void
    /// Schedules `work` every `interval` from now on virtual time; `nil` when the adapter leaves it out.
    public let scheduleRepeating:
        (@Sendable (_ interval: Duration, _ work: @escaping @Sendable () -> Void) async -> Void)?
    /// Starts `body` in a task of the code under test with a ``Sleep`` on virtual time, and returns once that
    /// task sleeps for the first time; `nil` when the adapter leaves it out.
    public let startSleeping: (@Sendable (_ body: @escaping @Sendable (Sleep) async throws -> Void) async -> Void)?
    /// Advances virtual time by the duration and runs what became due, following woken tasks.
    public let advance: @Sendable (Duration) async -> Void

    /// Creates a time control from its four operations.
    public init(
        schedule: @escaping @Sendable (_ delay: Duration, _ work: @escaping @Sendable () -> Void) async -> Void,
        scheduleRepeating:
            @escaping @Sendable (_ interval: Duration, _ work: @escaping @Sendable () -> Void) async
            -> Void,
        startSleeping: @escaping @Sendable (_ body: @escaping @Sendable (Sleep) async throws -> Void) async -> Void,
        advance: @escaping @Sendable (Duration) async -> Void
    ) {
        self.schedule = schedule
        self.scheduleRepeating = scheduleRepeating
        self.startSleeping = startSleeping
        self.advance = advance
    }

    /// Creates a time control for one-shot work only: the scenario then says the adapter leaves out
    /// re-entrant sleeps and repeating timers (its cell shows `—`).
    public init(
        schedule: @escaping @Sendable (_ delay: Duration, _ work: @escaping @Sendable () -> Void) async -> Void,
        advance: @escaping @Sendable (Duration) async -> Void
    ) {
        self.schedule = schedule
        self.scheduleRepeating = nil
        self.startSleeping = nil
        self.advance = advance
    }
}
