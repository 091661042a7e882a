import Foundation

extension CommonDependencies {
    /// A configured `DateFormatter` as an effect: `() -> DateFormatter`.
    ///
    /// Formatters read the calendar, locale and time zone implicitly; the mocks pin
    /// them (`en_US`, GMT, gregorian) so formatting is the same on every machine.
    ///
    /// ```swift
    /// let formatter = CommonDependencies.DateFormatters.mock(
    ///     Mocked(CommonDependencies.DateFormatters.fixed()))
    /// #expect(formatter().locale.identifier == "en_US")
    /// ```
    public enum DateFormatters {
        /// A new formatter with the mocks' fixed settings: `en_US`, GMT, gregorian.
        ///
        /// ```swift
        /// let formatter = CommonDependencies.DateFormatters.fixed()
        /// ```
        public static func fixed() -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = CommonDependencies.Locales.usa
            formatter.timeZone = CommonDependencies.TimeZones.gmt
            formatter.calendar = CommonDependencies.Calendars.fixed
            return formatter
        }

        /// A new formatter at each call, built with the current settings and then passed through `settings`.
        ///
        /// ```swift
        /// let formatter = CommonDependencies.DateFormatters.live {
        ///     $0.dateStyle = .full
        ///     return $0
        /// }
        /// ```
        public static func live(
            settings: @escaping @Sendable (DateFormatter) -> DateFormatter = { $0 }
        ) -> @Sendable () -> DateFormatter {
            { settings(DateFormatter()) }
        }

        /// The value of `mocked.next` at each call (the parallel-safe mock).
        ///
        /// ```swift
        /// let mocked = Mocked(CommonDependencies.DateFormatters.fixed())
        /// let formatter = CommonDependencies.DateFormatters.mock(mocked)
        /// ```
        public static func mock(_ mocked: Mocked<DateFormatter>) -> @Sendable () -> DateFormatter {
            mocked.effect
        }

        /// The value of `mockedValue` at each call: by default the shared ``nextMockedDateFormatter`` (the seed's form).
        ///
        /// ```swift
        /// let formatter = CommonDependencies.DateFormatters.mock()
        /// let custom = CommonDependencies.DateFormatters.mock(returning: {
        ///     CommonDependencies.DateFormatters.fixed()
        /// })
        /// ```
        @_disfavoredOverload
        public static func mock(
            returning mockedValue: @escaping @Sendable () -> DateFormatter = { nextMockedDateFormatter }
        ) -> @Sendable () -> DateFormatter {
            { mockedValue() }
        }

        /// The value of `mockedValue` at each call, for a closure that is not `@Sendable` (the seed's tests).
        ///
        /// ```swift
        /// var formatter = DateFormatter()
        /// let mock = CommonDependencies.DateFormatters.mock(returning: { formatter })
        /// formatter = DateFormatter()  // mock() returns the new formatter
        /// ```
        public static func mock(returning mockedValue: @escaping () -> DateFormatter) -> () -> DateFormatter {
            { mockedValue() }
        }

        /// The shared formatter `mock()` returns; a ``fixed()`` one until set, and after a reset.
        ///
        /// ```swift
        /// CommonDependencies.DateFormatters.nextMockedDateFormatter = {
        ///     let formatter = DateFormatter()
        ///     formatter.locale = CommonDependencies.Locales.china
        ///     return formatter
        /// }()
        /// ```
        public static var nextMockedDateFormatter: DateFormatter {
            get { shared.next }
            set { shared.next = newValue }
        }

        /// Reports "Unimplemented: DateFormatter" on each call and returns a new ``fixed()`` formatter.
        ///
        /// ```swift
        /// let formatter = CommonDependencies.DateFormatters.unimplemented()
        /// ```
        public static func unimplemented(
            fileID: String = #fileID,
            line: UInt = #line
        ) -> @Sendable () -> DateFormatter {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> DateFormatter {
            return {
                reportUnimplemented("DateFormatter", at: location)
                return fixed()
            }
        }

        private static var shared: Mocked<DateFormatter> {
            SharedMocks.mocked("DateFormatters", initial: fixed())
        }
    }
}
