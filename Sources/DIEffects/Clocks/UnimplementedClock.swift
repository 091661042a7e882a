/// A clock that reports "Unimplemented: Clock.sleep" when code sleeps on it.
///
/// After reporting, it behaves like an ``ImmediateClock``, so the code under test
/// keeps running and the test fails with the report instead of hanging. Reading
/// ``now`` is not reported, because `sleep(for:)` reads it to compute its deadline.
///
/// ```swift
/// let clock = UnimplementedClock()
/// let (_, reports) = await DiagnosticReporter.collectReports { try? await clock.sleep(for: .seconds(1)) }
/// #expect(reports.map(\.summary) == ["Unimplemented: Clock.sleep"])
/// ```
public final class UnimplementedClock: Clock, Sendable {
    /// The clock's instant type.
    ///
    /// ```swift
    /// let start: UnimplementedClock.Instant = .zero
    /// ```
    public typealias Instant = VirtualInstant

    private let fallback = ImmediateClock()
    private let location: UnimplementedSite

    /// A clock whose reports point at `fileID`:`line` (by default, where it was created).
    ///
    /// ```swift
    /// let clock = UnimplementedClock()
    /// ```
    public init(fileID: String = #fileID, line: UInt = #line) {
        self.location = UnimplementedSite(fileID: fileID, line: line)
    }

    /// A clock whose reports come from `site`.
    package init(site: UnimplementedSite) {
        self.location = site
    }

    /// The fallback's virtual time.
    ///
    /// ```swift
    /// let start = clock.now
    /// ```
    public var now: VirtualInstant {
        fallback.now
    }

    /// Zero, without a report.
    ///
    /// ```swift
    /// #expect(clock.minimumResolution == .zero)
    /// ```
    public var minimumResolution: Duration {
        .zero
    }

    /// Reports "Unimplemented: Clock.sleep" and returns at once.
    ///
    /// ```swift
    /// try await clock.sleep(until: .zero, tolerance: nil)  // reported
    /// ```
    public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
        reportUnimplemented("Clock.sleep", at: location)
        try await fallback.sleep(until: deadline, tolerance: tolerance)
    }
}
