/// A clock that reports "Unimplemented: Clock.sleep" when code sleeps on it, or under the name it was given.
///
/// Name it after the dependency it stands in for, so a report says which clock the code slept on:
/// `UnimplementedClock(name: "SuspendingClock")` reports "Unimplemented: SuspendingClock.sleep".
/// After reporting, it behaves like an ``ImmediateClock``, so the code under test keeps running and the
/// test fails with the report instead of hanging. Reading ``now`` is not reported, because `sleep(for:)`
/// reads it to compute its deadline.
///
/// ```swift
/// let clock = UnimplementedClock()
/// let (_, reports) = await DiagnosticReporter.collectReports {
///     try? await clock.sleep(for: .seconds(1))
/// }
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
    private let name: String

    /// A clock whose reports name it `name` and point at `fileID`:`line` (by default, where it was created).
    ///
    /// ```swift
    /// let clock = UnimplementedClock(name: "SuspendingClock")
    /// ```
    public convenience init(name: String = "Clock", fileID: String = #fileID, line: UInt = #line) {
        self.init(site: UnimplementedSite(fileID: fileID, line: line), name: name)
    }

    /// A clock whose reports name it `name` and come from `site`.
    package init(site: UnimplementedSite, name: String = "Clock") {
        self.location = site
        self.name = name
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

    /// Reports "Unimplemented: <name>.sleep" and returns at once.
    ///
    /// ```swift
    /// try await clock.sleep(until: .zero, tolerance: nil)  // reported
    /// ```
    public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
        reportUnimplemented("\(name).sleep", at: location)
        try await fallback.sleep(until: deadline, tolerance: tolerance)
    }
}
