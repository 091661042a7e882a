import DIEffects
import Foundation
import Testing

/// CommonDependencies' own CalendarTests and DateFormatterTests, ported: a mock returns what its closure
/// returns at each call, and the default mock returns the shared nextMocked value at each call.
@Suite("CommonDependencies' mock tests, ported", .isolatedDependencies)
struct SeedPortedMockTests {
    @Test("Calendars.mock(returning:) returns the closure's calendar, not nextMockedCalendar")
    func calendarCustomClosureMock() {
        let expectedReturnedCalendar: Calendar = .init(identifier: .iso8601)
        let notExpectedCalendar: Calendar = .init(identifier: .islamic)
        CommonDependencies.Calendars.nextMockedCalendar = notExpectedCalendar
        let mock = CommonDependencies.Calendars.mock(returning: { expectedReturnedCalendar })
        let result = mock()
        #expect(result == expectedReturnedCalendar)
        #expect(result != notExpectedCalendar)
    }

    @Test("Calendars.mock(returning:) reads a captured variable at each call")
    func calendarCustomClosureChangingMock() {
        let expected: [Calendar] = [
            .init(identifier: .iso8601), .init(identifier: .indian), .init(identifier: .islamic),
        ]
        var calendar = expected[0]
        let mock = CommonDependencies.Calendars.mock(returning: { calendar })
        for next in expected {
            calendar = next
            #expect(mock() == next)
        }
    }

    @Test("Calendars.mock() returns nextMockedCalendar")
    func calendarDefaultMock() {
        let expectedReturnedCalendar: Calendar = .init(identifier: .iso8601)
        CommonDependencies.Calendars.nextMockedCalendar = expectedReturnedCalendar
        let mock = CommonDependencies.Calendars.mock()
        #expect(mock() == expectedReturnedCalendar)
    }

    @Test("Calendars.mock() reads nextMockedCalendar at each call")
    func calendarDefaultChangingMock() {
        let mock = CommonDependencies.Calendars.mock()
        for identifier in [Calendar.Identifier.iso8601, .indian, .islamic] {
            CommonDependencies.Calendars.nextMockedCalendar = .init(identifier: identifier)
            #expect(mock() == .init(identifier: identifier))
        }
    }

    @Test("DateFormatters.mock(returning:) returns the closure's formatter, not nextMockedDateFormatter")
    func dateFormatterCustomClosureMock() {
        let expectedReturnedDateFormatter: DateFormatter = .init()
        let notExpectedDateFormatter: DateFormatter = .init()
        CommonDependencies.DateFormatters.nextMockedDateFormatter = notExpectedDateFormatter
        let mock = CommonDependencies.DateFormatters.mock(returning: { expectedReturnedDateFormatter })
        let result = mock()
        #expect(result === expectedReturnedDateFormatter)
        #expect(result !== notExpectedDateFormatter)
    }

    @Test("DateFormatters.mock(returning:) reads a captured variable at each call")
    func dateFormatterCustomClosureChangingMock() {
        let expected: [DateFormatter] = [.init(), .init(), .init()]
        var dateFormatter = expected[0]
        let mock = CommonDependencies.DateFormatters.mock(returning: { dateFormatter })
        for next in expected {
            dateFormatter = next
            #expect(mock() === next)
        }
    }

    @Test("DateFormatters.mock() returns nextMockedDateFormatter")
    func dateFormatterDefaultMock() {
        let expectedReturnedDateFormatter: DateFormatter = .init()
        CommonDependencies.DateFormatters.nextMockedDateFormatter = expectedReturnedDateFormatter
        let mock = CommonDependencies.DateFormatters.mock()
        #expect(mock() === expectedReturnedDateFormatter)
    }

    @Test("DateFormatters.mock() reads nextMockedDateFormatter at each call")
    func dateFormatterDefaultChangingMock() {
        let mock = CommonDependencies.DateFormatters.mock()
        for next in [DateFormatter(), DateFormatter(), DateFormatter()] {
            CommonDependencies.DateFormatters.nextMockedDateFormatter = next
            #expect(mock() === next)
        }
    }

    @Test("every value namespace's mock(returning:) reads a captured variable at each call")
    func everyNamespaceTakesACustomClosure() {
        var locale = CommonDependencies.Locales.posix
        let localeMock = CommonDependencies.Locales.mock(returning: { locale })
        var date = Date(timeIntervalSince1970: 0)
        let nowMock = CommonDependencies.Now.mock(returning: { date })
        var timeZone = CommonDependencies.TimeZones.gmt
        let timeZoneMock = CommonDependencies.TimeZones.mock(returning: { timeZone })
        var numberFormatter = NumberFormatter()
        let numberFormatterMock = CommonDependencies.NumberFormatters.mock(returning: { numberFormatter })
        #expect(localeMock().identifier == "en_US_POSIX")
        #expect(nowMock() == Date(timeIntervalSince1970: 0))
        #expect(timeZoneMock() == CommonDependencies.TimeZones.gmt)
        #expect(numberFormatterMock() === numberFormatter)
        locale = CommonDependencies.Locales.korea
        date = Date(timeIntervalSince1970: 60)
        timeZone = TimeZone(secondsFromGMT: 3600)!
        numberFormatter = NumberFormatter()
        #expect(localeMock().identifier == "ko_KR")
        #expect(nowMock() == Date(timeIntervalSince1970: 60))
        #expect(timeZoneMock().secondsFromGMT() == 3600)
        #expect(numberFormatterMock() === numberFormatter)
    }

    @Test("a Sendable custom closure gives a mock that fits a World field")
    func sendableCustomClosureFitsTheWorld() {
        var world = World.mock()
        world.calendar = CommonDependencies.Calendars.mock(returning: { Calendar(identifier: .buddhist) })
        world.locale = CommonDependencies.Locales.mock(returning: { CommonDependencies.Locales.uk })
        world.now = CommonDependencies.Now.mock(returning: { Date(timeIntervalSince1970: 7) })
        world.timeZone = CommonDependencies.TimeZones.mock(returning: { TimeZone(secondsFromGMT: 7200)! })
        world.dateFormatter = CommonDependencies.DateFormatters.mock(returning: { DateFormatter() })
        world.numberFormatter = CommonDependencies.NumberFormatters.mock(returning: { NumberFormatter() })
        #expect(world.calendar().identifier == .buddhist)
        #expect(world.locale().identifier == "en_GB")
        #expect(world.now() == Date(timeIntervalSince1970: 7))
        #expect(world.timeZone().secondsFromGMT() == 7200)
    }

    @Test(
        "the seed's locales have the seed's identifiers",
        arguments: [
            (CommonDependencies.Locales.posix, "en_US_POSIX"), (CommonDependencies.Locales.us, "en_US"),
            (CommonDependencies.Locales.uk, "en_GB"), (CommonDependencies.Locales.germany, "de_DE"),
            (CommonDependencies.Locales.china, "zh_CN"), (CommonDependencies.Locales.japan, "ja_JP"),
            (CommonDependencies.Locales.brazil, "pt_BR"), (CommonDependencies.Locales.korea, "ko_KR"),
        ])
    func seedLocales(locale: Locale, identifier: String) {
        #expect(locale.identifier == identifier)
    }

    @Test("the seed's mocks start from the seed's values: en_US, GMT, gregorian, the reference date")
    func seedDefaults() {
        #expect(CommonDependencies.Locales.nextMockedLocale == CommonDependencies.Locales.us)
        #expect(CommonDependencies.TimeZones.nextMockedTimeZone.secondsFromGMT() == 0)
        #expect(CommonDependencies.Calendars.nextMockedCalendar.identifier == .gregorian)
        #expect(CommonDependencies.Now.nextMockedDate == Date(timeIntervalSinceReferenceDate: 0))
        #expect(CommonDependencies.NumberFormatters.nextMockedNumberFormatter.locale == CommonDependencies.Locales.us)
        #expect(CommonDependencies.DateFormatters.nextMockedDateFormatter.timeZone.secondsFromGMT() == 0)
    }
}
