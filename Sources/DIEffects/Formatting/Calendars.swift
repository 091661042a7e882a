import Foundation

extension CommonDependencies {
    /// The calendar as an effect: `() -> Calendar`.
    ///
    /// ```swift
    /// let calendar = CommonDependencies.Calendars.constant(
    ///     CommonDependencies.Calendars.fixed)
    /// #expect(calendar().identifier == .gregorian)
    /// ```
    public enum Calendars {
        /// The mocks' default: gregorian, GMT, `en_US`.
        ///
        /// ```swift
        /// #expect(CommonDependencies.Calendars.fixed.timeZone.secondsFromGMT() == 0)
        /// ```
        public static var fixed: Calendar {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = CommonDependencies.TimeZones.gmt
            calendar.locale = CommonDependencies.Locales.usa
            return calendar
        }

        /// The user's current calendar, read at each call.
        ///
        /// ```swift
        /// let calendar = CommonDependencies.Calendars.live()
        /// ```
        public static func live() -> @Sendable () -> Calendar {
            { Calendar.current }
        }

        /// Always `calendar`.
        ///
        /// ```swift
        /// let calendar = CommonDependencies.Calendars.constant(
        ///     Calendar(identifier: .buddhist))
        /// ```
        public static func constant(_ calendar: Calendar) -> @Sendable () -> Calendar {
            { calendar }
        }

        /// The value of `mocked.next` at each call (the parallel-safe mock).
        ///
        /// ```swift
        /// let mocked = Mocked(CommonDependencies.Calendars.fixed)
        /// let calendar = CommonDependencies.Calendars.mock(mocked)
        /// mocked.next = Calendar(identifier: .buddhist)
        /// ```
        public static func mock(_ mocked: Mocked<Calendar>) -> @Sendable () -> Calendar {
            mocked.effect
        }

        /// The value of `mockedValue` at each call: by default the shared ``nextMockedCalendar`` (the seed's form).
        ///
        /// ```swift
        /// let calendar = CommonDependencies.Calendars.mock()
        /// CommonDependencies.Calendars.nextMockedCalendar = .init(identifier: .buddhist)
        /// let iso = CommonDependencies.Calendars.mock(returning: {
        ///     Calendar(identifier: .iso8601)
        /// })
        /// ```
        @_disfavoredOverload
        public static func mock(
            returning mockedValue: @escaping @Sendable () -> Calendar = { nextMockedCalendar }
        ) -> @Sendable () -> Calendar {
            { mockedValue() }
        }

        /// The value of `mockedValue` at each call, for a closure that is not `@Sendable` (the seed's tests).
        ///
        /// ```swift
        /// var calendar = Calendar(identifier: .iso8601)
        /// let mock = CommonDependencies.Calendars.mock(returning: { calendar })
        /// // mock() returns the islamic calendar
        /// calendar = Calendar(identifier: .islamic)
        /// ```
        public static func mock(returning mockedValue: @escaping () -> Calendar) -> () -> Calendar {
            { mockedValue() }
        }

        /// The shared calendar `mock()` returns by default; ``fixed`` until set, and after a reset.
        ///
        /// ```swift
        /// CommonDependencies.Calendars.nextMockedCalendar = .init(identifier: .buddhist)
        /// ```
        public static var nextMockedCalendar: Calendar {
            get { SharedMocks.mocked("Calendars", initial: fixed).next }
            set { SharedMocks.mocked("Calendars", initial: fixed).next = newValue }
        }

        /// Reports "Unimplemented: Calendar" on each call and returns ``fixed``.
        ///
        /// ```swift
        /// let calendar = CommonDependencies.Calendars.unimplemented()
        /// ```
        public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> @Sendable () -> Calendar {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> Calendar {
            return {
                reportUnimplemented("Calendar", at: location)
                return fixed
            }
        }
    }
}
