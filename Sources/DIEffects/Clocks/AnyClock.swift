/// A clock that hands every call on to another clock: one concrete type for any clock of `Duration`.
///
/// A ``World``'s clock is `any Clock<Duration>`, which a generic API that stores its clock's type
/// cannot take. Wrap it: the wrapper's instants count from the moment it was made, so a ``TestClock``
/// at ``VirtualInstant/zero`` reads the same instants through it.
///
/// ```swift
/// struct Debouncer<C: Clock<Duration>> { let clock: C }
/// let debouncer = Debouncer(clock: AnyClock(world.clock))
/// ```
public struct AnyClock: Clock {
    /// The wrapper's instant type: the time since it was made.
    ///
    /// ```swift
    /// let start: AnyClock.Instant = .zero
    /// ```
    public typealias Instant = VirtualInstant

    private let readNow: @Sendable () -> VirtualInstant
    private let readResolution: @Sendable () -> Duration
    private let sleepUntil: @Sendable (VirtualInstant, Duration?) async throws -> Void

    /// A clock that hands every call on to `base`.
    ///
    /// ```swift
    /// let clock = AnyClock(ContinuousClock())
    /// ```
    public init<Base: Clock>(_ base: Base) where Base.Duration == Duration {
        let start = base.now
        readNow = { VirtualInstant(offset: start.duration(to: base.now)) }
        readResolution = { base.minimumResolution }
        sleepUntil = { deadline, tolerance in
            try await base.sleep(until: start.advanced(by: deadline.offset), tolerance: tolerance)
        }
    }

    /// The base clock's time since the wrapper was made.
    ///
    /// ```swift
    /// let elapsed = clock.now.offset
    /// ```
    public var now: VirtualInstant {
        readNow()
    }

    /// The base clock's minimum resolution.
    ///
    /// ```swift
    /// let resolution = clock.minimumResolution
    /// ```
    public var minimumResolution: Duration {
        readResolution()
    }

    /// Sleeps on the base clock until `deadline`.
    ///
    /// ```swift
    /// try await clock.sleep(
    ///     until: clock.now.advanced(by: .seconds(1)), tolerance: nil)
    /// ```
    public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
        try await sleepUntil(deadline, tolerance)
    }
}
