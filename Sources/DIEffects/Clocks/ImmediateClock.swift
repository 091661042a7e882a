/// A clock whose sleeps return at once, moving its virtual time forward.
///
/// Use it when the code under test waits but the test does not care how long.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(60))  // returns immediately
/// #expect(clock.now == VirtualInstant(offset: .seconds(60)))
/// ```
public final class ImmediateClock: Clock, Sendable {
    /// The clock's instant type.
    ///
    /// ```swift
    /// let start: ImmediateClock.Instant = .zero
    /// ```
    public typealias Instant = VirtualInstant

    private let current = Locked(VirtualInstant.zero)

    /// A clock at ``VirtualInstant/zero``.
    ///
    /// ```swift
    /// let clock = ImmediateClock()
    /// ```
    public init() {}

    /// The current virtual time.
    ///
    /// ```swift
    /// let start = clock.now
    /// ```
    public var now: VirtualInstant {
        current.withLock { $0 }
    }

    /// Zero: virtual time has no resolution limit.
    ///
    /// ```swift
    /// #expect(clock.minimumResolution == .zero)
    /// ```
    public var minimumResolution: Duration {
        .zero
    }

    /// Moves the clock to `deadline` (if later) and returns without waiting; throws if the task is cancelled.
    ///
    /// ```swift
    /// try await clock.sleep(
    ///     until: clock.now.advanced(by: .seconds(1)), tolerance: nil)
    /// ```
    public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        current.withLock { $0 = Swift.max($0, deadline) }
        await Task.yield()
    }
}
