import Foundation

extension CommonDependencies {
    /// The current date as an effect: `() -> Date`.
    ///
    /// ```swift
    /// let now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 0))
    /// #expect(now() == Date(timeIntervalSince1970: 0))
    /// ```
    public enum Now {
        /// The date the mocks start from: the reference date (2001-01-01 00:00:00 UTC).
        ///
        /// ```swift
        /// #expect(
        ///     CommonDependencies.Now.mock(Mocked(CommonDependencies.Now.referenceDate))()
        ///         == .init(timeIntervalSinceReferenceDate: 0))
        /// ```
        public static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

        /// The system clock's date at each call.
        ///
        /// ```swift
        /// let now = CommonDependencies.Now.live()
        /// let date = now()
        /// ```
        public static func live() -> @Sendable () -> Date {
            { Date() }
        }

        /// Always `date`.
        ///
        /// ```swift
        /// let now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 1234))
        /// ```
        public static func constant(_ date: Date) -> @Sendable () -> Date {
            { date }
        }

        /// `start` on the first call, then `step` seconds later on each further call.
        ///
        /// ```swift
        /// let now = CommonDependencies.Now.advancing(
        ///     from: Date(timeIntervalSince1970: 0), by: 1)
        /// #expect(now() == Date(timeIntervalSince1970: 0))
        /// #expect(now() == Date(timeIntervalSince1970: 1))
        /// ```
        public static func advancing(from start: Date, by step: TimeInterval) -> @Sendable () -> Date {
            let next = Locked(start)
            return {
                next.withLock { date in
                    defer { date = date.addingTimeInterval(step) }
                    return date
                }
            }
        }

        /// The value of `mocked.next` at each call (the parallel-safe mock).
        ///
        /// ```swift
        /// let date = Mocked(CommonDependencies.Now.referenceDate)
        /// let now = CommonDependencies.Now.mock(date)
        /// date.next = Date(timeIntervalSince1970: 1234)
        /// ```
        public static func mock(_ mocked: Mocked<Date>) -> @Sendable () -> Date {
            mocked.effect
        }

        /// The value of `mockedValue` at each call: by default the shared ``nextMockedDate`` (the seed's form).
        ///
        /// ```swift
        /// let now = CommonDependencies.Now.mock()
        /// CommonDependencies.Now.nextMockedDate = Date(timeIntervalSince1970: 1234)
        /// let epoch = CommonDependencies.Now.mock(returning: {
        ///     Date(timeIntervalSince1970: 0)
        /// })
        /// ```
        @_disfavoredOverload
        public static func mock(
            returning mockedValue: @escaping @Sendable () -> Date = { nextMockedDate }
        ) -> @Sendable () -> Date {
            { mockedValue() }
        }

        /// The value of `mockedValue` at each call, for a closure that is not `@Sendable` (the seed's tests).
        ///
        /// ```swift
        /// var date = Date(timeIntervalSince1970: 0)
        /// let now = CommonDependencies.Now.mock(returning: { date })
        /// date = Date(timeIntervalSince1970: 60)  // now() returns the new date
        /// ```
        public static func mock(returning mockedValue: @escaping () -> Date) -> () -> Date {
            { mockedValue() }
        }

        /// The shared date `mock()` returns; ``referenceDate`` until set, and after a reset.
        ///
        /// ```swift
        /// CommonDependencies.Now.nextMockedDate = Date(timeIntervalSince1970: 1234)
        /// ```
        public static var nextMockedDate: Date {
            get { shared.next }
            set { shared.next = newValue }
        }

        /// Reports "Unimplemented: Now" on each call and returns ``referenceDate``.
        ///
        /// The report's location is where this value was created.
        ///
        /// ```swift
        /// let (_, reports) = DiagnosticReporter.collectReports {
        ///     _ = CommonDependencies.Now.unimplemented()()
        /// }
        /// ```
        public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> @Sendable () -> Date {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> Date {
            return {
                reportUnimplemented("Now", at: location)
                return referenceDate
            }
        }

        private static var shared: Mocked<Date> {
            SharedMocks.mocked("Now", initial: referenceDate)
        }
    }
}
