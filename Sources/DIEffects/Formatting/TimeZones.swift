import Foundation

extension CommonDependencies {
    /// The time zone as an effect: `() -> TimeZone`.
    ///
    /// ```swift
    /// let timeZone = CommonDependencies.TimeZones.constant(
    ///     CommonDependencies.TimeZones.gmt)
    /// ```
    public enum TimeZones {
        /// GMT, the mocks' default.
        ///
        /// ```swift
        /// #expect(CommonDependencies.TimeZones.gmt.secondsFromGMT() == 0)
        /// ```
        public static let gmt = TimeZone(secondsFromGMT: 0)!

        /// The system's current time zone, read at each call.
        ///
        /// ```swift
        /// let timeZone = CommonDependencies.TimeZones.live()
        /// ```
        public static func live() -> @Sendable () -> TimeZone {
            { TimeZone.current }
        }

        /// Always `timeZone`.
        ///
        /// ```swift
        /// let timeZone = CommonDependencies.TimeZones.constant(
        ///     TimeZone(identifier: "Asia/Tokyo")!)
        /// ```
        public static func constant(_ timeZone: TimeZone) -> @Sendable () -> TimeZone {
            { timeZone }
        }

        /// The value of `mocked.next` at each call (the parallel-safe mock).
        ///
        /// ```swift
        /// let mocked = Mocked(CommonDependencies.TimeZones.gmt)
        /// let timeZone = CommonDependencies.TimeZones.mock(mocked)
        /// ```
        public static func mock(_ mocked: Mocked<TimeZone>) -> @Sendable () -> TimeZone {
            mocked.effect
        }

        /// The value of `mockedValue` at each call: by default the shared ``nextMockedTimeZone`` (the seed's form).
        ///
        /// ```swift
        /// let timeZone = CommonDependencies.TimeZones.mock()
        /// CommonDependencies.TimeZones.nextMockedTimeZone =
        ///     .init(secondsFromGMT: 3600) ?? .current
        /// let tokyo = CommonDependencies.TimeZones.mock(returning: {
        ///     TimeZone(identifier: "Asia/Tokyo")!
        /// })
        /// ```
        @_disfavoredOverload
        public static func mock(
            returning mockedValue: @escaping @Sendable () -> TimeZone = { nextMockedTimeZone }
        ) -> @Sendable () -> TimeZone {
            { mockedValue() }
        }

        /// The value of `mockedValue` at each call, for a closure that is not `@Sendable` (the seed's tests).
        ///
        /// ```swift
        /// var timeZone = CommonDependencies.TimeZones.gmt
        /// let mock = CommonDependencies.TimeZones.mock(returning: { timeZone })
        /// timeZone = TimeZone(secondsFromGMT: 3600)!  // mock() returns GMT+1
        /// ```
        public static func mock(returning mockedValue: @escaping () -> TimeZone) -> () -> TimeZone {
            { mockedValue() }
        }

        /// The shared time zone `mock()` returns; ``gmt`` until set, and after a reset.
        ///
        /// ```swift
        /// CommonDependencies.TimeZones.nextMockedTimeZone =
        ///     .init(secondsFromGMT: 3600) ?? .current
        /// ```
        public static var nextMockedTimeZone: TimeZone {
            get { SharedMocks.mocked("TimeZones", initial: gmt).next }
            set { SharedMocks.mocked("TimeZones", initial: gmt).next = newValue }
        }

        /// Reports "Unimplemented: TimeZone" on each call and returns ``gmt``.
        ///
        /// ```swift
        /// let timeZone = CommonDependencies.TimeZones.unimplemented()
        /// ```
        public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> @Sendable () -> TimeZone {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> TimeZone {
            return {
                reportUnimplemented("TimeZone", at: location)
                return gmt
            }
        }
    }
}
