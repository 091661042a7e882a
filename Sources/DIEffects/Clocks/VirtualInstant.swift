/// A point in virtual time: the duration since a virtual clock was created.
///
/// ``TestClock``, ``ImmediateClock`` and ``UnimplementedClock`` share it, so a
/// test can compare instants from any of them.
///
/// ```swift
/// let start = VirtualInstant.zero
/// #expect(start.advanced(by: .seconds(1)).offset == .seconds(1))
/// ```
public struct VirtualInstant: InstantProtocol, Hashable, Sendable {
    /// The time since the clock started.
    ///
    /// ```swift
    /// let elapsed = clock.now.offset
    /// ```
    public let offset: Duration

    /// An instant `offset` after the start.
    ///
    /// ```swift
    /// let later = VirtualInstant(offset: .seconds(5))
    /// ```
    public init(offset: Duration) {
        self.offset = offset
    }

    /// The instant a virtual clock starts at.
    ///
    /// ```swift
    /// #expect(TestClock().now == .zero)
    /// ```
    public static let zero = VirtualInstant(offset: .zero)

    /// The instant `duration` later.
    ///
    /// ```swift
    /// let later = VirtualInstant.zero.advanced(by: .milliseconds(10))
    /// ```
    public func advanced(by duration: Duration) -> VirtualInstant {
        VirtualInstant(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    ///
    /// ```swift
    /// #expect(
    ///     VirtualInstant.zero.duration(to: VirtualInstant(offset: .seconds(2)))
    ///         == .seconds(2))
    /// ```
    public func duration(to other: VirtualInstant) -> Duration {
        other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    ///
    /// ```swift
    /// #expect(VirtualInstant.zero < VirtualInstant(offset: .seconds(1)))
    /// ```
    public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
        lhs.offset < rhs.offset
    }
}
