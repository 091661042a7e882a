import Foundation

extension CommonDependencies {
    /// A configured `NumberFormatter` as an effect: `() -> NumberFormatter`.
    ///
    /// Formatters read the calendar, locale and time zone implicitly; the mocks pin
    /// them (`en_US`) so formatting is the same on every machine.
    ///
    /// ```swift
    /// let formatter = CommonDependencies.NumberFormatters.mock(
    ///     Mocked(CommonDependencies.NumberFormatters.fixed()))
    /// #expect(formatter().locale.identifier == "en_US")
    /// ```
    public enum NumberFormatters {
        /// A new formatter with the mocks' fixed settings: `en_US`.
        ///
        /// ```swift
        /// let formatter = CommonDependencies.NumberFormatters.fixed()
        /// ```
        public static func fixed() -> NumberFormatter {
            let formatter = NumberFormatter()
            formatter.locale = CommonDependencies.Locales.usa

            return formatter
        }

        /// A new formatter at each call, built with the current settings and then passed through `settings`.
        ///
        /// ```swift
        /// let formatter = CommonDependencies.NumberFormatters.live {
        ///     $0.numberStyle = .currency
        ///     return $0
        /// }
        /// ```
        public static func live(
            settings: @escaping @Sendable (NumberFormatter) -> NumberFormatter = { $0 }
        ) -> @Sendable () -> NumberFormatter {
            { settings(NumberFormatter()) }
        }

        /// The value of `mocked.next` at each call (the parallel-safe mock).
        ///
        /// ```swift
        /// let mocked = Mocked(CommonDependencies.NumberFormatters.fixed())
        /// let formatter = CommonDependencies.NumberFormatters.mock(mocked)
        /// ```
        public static func mock(_ mocked: Mocked<NumberFormatter>) -> @Sendable () -> NumberFormatter {
            mocked.effect
        }

        /// The value of `mockedValue` at each call: by default the shared ``nextMockedNumberFormatter`` (the seed's form).
        ///
        /// ```swift
        /// let formatter = CommonDependencies.NumberFormatters.mock()
        /// let custom = CommonDependencies.NumberFormatters.mock(returning: {
        ///     CommonDependencies.NumberFormatters.fixed()
        /// })
        /// ```
        @_disfavoredOverload
        public static func mock(
            returning mockedValue: @escaping @Sendable () -> NumberFormatter = { nextMockedNumberFormatter }
        ) -> @Sendable () -> NumberFormatter {
            { mockedValue() }
        }

        /// The value of `mockedValue` at each call, for a closure that is not `@Sendable` (the seed's tests).
        ///
        /// ```swift
        /// var formatter = NumberFormatter()
        /// let mock = CommonDependencies.NumberFormatters.mock(returning: { formatter })
        /// formatter = NumberFormatter()  // mock() returns the new formatter
        /// ```
        public static func mock(returning mockedValue: @escaping () -> NumberFormatter) -> () -> NumberFormatter {
            { mockedValue() }
        }

        /// The shared formatter `mock()` returns; a ``fixed()`` one until set, and after a reset.
        ///
        /// ```swift
        /// CommonDependencies.NumberFormatters.nextMockedNumberFormatter = {
        ///     let formatter = NumberFormatter()
        ///     formatter.locale = CommonDependencies.Locales.china
        ///     return formatter
        /// }()
        /// ```
        public static var nextMockedNumberFormatter: NumberFormatter {
            get { shared.next }
            set { shared.next = newValue }
        }

        /// Reports "Unimplemented: NumberFormatter" on each call and returns a new ``fixed()`` formatter.
        ///
        /// ```swift
        /// let formatter = CommonDependencies.NumberFormatters.unimplemented()
        /// ```
        public static func unimplemented(
            fileID: String = #fileID,
            line: UInt = #line
        ) -> @Sendable () -> NumberFormatter {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> NumberFormatter {
            return {
                reportUnimplemented("NumberFormatter", at: location)
                return fixed()
            }
        }

        private static var shared: Mocked<NumberFormatter> {
            SharedMocks.mocked("NumberFormatters", initial: fixed())
        }
    }
}
