import DIEffects
import Foundation
import Testing

@Suite("Date and number formatters")
struct FormatterTests {
    @Test("a fixed date formatter formats the reference date the same on every machine")
    func fixedDateFormatter() {
        let formatter = CommonDependencies.DateFormatters.fixed()
        formatter.dateFormat = "yyyy-MM-dd HH:mm zzz"
        #expect(formatter.string(from: CommonDependencies.Now.referenceDate) == "2001-01-01 00:00 GMT")
        #expect(formatter.locale.identifier == "en_US")
        #expect(formatter.calendar.identifier == .gregorian)
    }

    @Test("a fixed number formatter uses en_US separators")
    func fixedNumberFormatter() {
        let formatter = CommonDependencies.NumberFormatters.fixed()
        formatter.numberStyle = .decimal
        #expect(formatter.string(from: 1234.5) == "1,234.5")
    }

    @Test("live formatters use the current locale and apply the configuration")
    func liveFormatters() {
        let dates = CommonDependencies.DateFormatters.live {
            $0.dateStyle = .full
            return $0
        }
        let numbers = CommonDependencies.NumberFormatters.live {
            $0.numberStyle = .currency
            return $0
        }
        #expect(dates().dateStyle == .full)
        #expect(dates().locale == Locale.current)
        #expect(numbers().numberStyle == .currency)
        #expect(dates() !== dates())
    }

    @Test("per-instance and shared formatter mocks hand out the formatter the test set")
    func mockedFormatters() {
        let custom = DateFormatter()
        custom.locale = CommonDependencies.Locales.china
        let mocked = Mocked(CommonDependencies.DateFormatters.fixed())
        let perInstance = CommonDependencies.DateFormatters.mock(mocked)
        mocked.next = custom
        #expect(perInstance() === custom)
        DependencyIsolation.withFreshState {
            let dates = CommonDependencies.DateFormatters.mock()
            let numbers = CommonDependencies.NumberFormatters.mock()
            #expect(dates().locale.identifier == "en_US")
            CommonDependencies.DateFormatters.nextMockedDateFormatter = custom
            let chineseNumbers = NumberFormatter()
            chineseNumbers.locale = CommonDependencies.Locales.china
            CommonDependencies.NumberFormatters.nextMockedNumberFormatter = chineseNumbers
            #expect(dates() === custom)
            #expect(numbers() === chineseNumbers)
        }
    }

    @Test("unimplemented formatters report and return fixed formatters")
    func unimplementedFormatters() {
        let dates = CommonDependencies.DateFormatters.unimplemented()
        let numbers = CommonDependencies.NumberFormatters.unimplemented()
        let (locales, reports) = DiagnosticReporter.collectReports {
            [dates().locale.identifier, numbers().locale.identifier]
        }
        #expect(locales == ["en_US", "en_US"])
        #expect(summaries(reports) == ["Unimplemented: DateFormatter", "Unimplemented: NumberFormatter"])
    }
}
