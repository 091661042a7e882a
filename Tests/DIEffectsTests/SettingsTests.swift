import DIEffects
import Foundation
import Testing

@Suite("Calendar, locale and time zone")
struct SettingsTests {
    @Test("live values read the current settings")
    func liveValues() {
        #expect(CommonDependencies.Calendars.live()() == Calendar.current)
        #expect(CommonDependencies.Locales.live()() == Locale.current)
        #expect(CommonDependencies.TimeZones.live()() == TimeZone.current)
    }

    @Test("the fixed mocks are gregorian, en_US and GMT")
    func fixedValues() {
        let calendar = CommonDependencies.Calendars.fixed
        #expect(calendar.identifier == .gregorian)
        #expect(calendar.timeZone.secondsFromGMT() == 0)
        #expect(calendar.locale?.identifier == "en_US")
        #expect(CommonDependencies.Locales.usa.identifier == "en_US")
        #expect(CommonDependencies.TimeZones.gmt.secondsFromGMT() == 0)
    }

    @Test(
        "named locales have the expected identifiers",
        arguments: [
            (CommonDependencies.Locales.germany, "de_DE"), (CommonDependencies.Locales.china, "zh_CN"),
            (CommonDependencies.Locales.japan, "ja_JP"), (CommonDependencies.Locales.brazil, "pt_BR"),
            (CommonDependencies.Locales.france, "fr_FR"), (CommonDependencies.Locales.unitedKingdom, "en_GB"),
            (CommonDependencies.Locales.saudiArabia, "ar_SA"),
        ])
    func namedLocales(locale: Locale, identifier: String) {
        #expect(locale.identifier == identifier)
    }

    @Test("per-instance mocks change when the test sets next")
    func perInstanceMocks() {
        let calendar = Mocked(CommonDependencies.Calendars.fixed)
        let locale = Mocked(CommonDependencies.Locales.usa)
        let timeZone = Mocked(CommonDependencies.TimeZones.gmt)
        let readCalendar = CommonDependencies.Calendars.mock(calendar)
        let readLocale = CommonDependencies.Locales.mock(locale)
        let readTimeZone = CommonDependencies.TimeZones.mock(timeZone)
        calendar.next = Calendar(identifier: .buddhist)
        locale.next = CommonDependencies.Locales.germany
        timeZone.next = TimeZone(secondsFromGMT: 3600)!
        #expect(readCalendar().identifier == .buddhist)
        #expect(readLocale().identifier == "de_DE")
        #expect(readTimeZone().secondsFromGMT() == 3600)
    }

    @Test("the seed's shared nextMocked values are read at call time and reset")
    func sharedMocks() {
        DependencyIsolation.withFreshState {
            let calendar = CommonDependencies.Calendars.mock()
            let locale = CommonDependencies.Locales.mock()
            let timeZone = CommonDependencies.TimeZones.mock()
            #expect(calendar().identifier == .gregorian)
            CommonDependencies.Calendars.nextMockedCalendar = .init(identifier: .buddhist)
            CommonDependencies.Locales.nextMockedLocale = CommonDependencies.Locales.china
            CommonDependencies.TimeZones.nextMockedTimeZone = .init(secondsFromGMT: 3600) ?? .current
            #expect(calendar().identifier == .buddhist)
            #expect(locale().identifier == "zh_CN")
            #expect(timeZone().secondsFromGMT() == 3600)
            CommonDependencies.resetMocks()
            #expect(locale().identifier == "en_US")
            #expect(timeZone().secondsFromGMT() == 0)
        }
    }

    @Test("shared mocks set in one isolated test are invisible to another running at the same time")
    func sharedMocksAreIsolated() async {
        await withTaskGroup(of: String.self) { group in
            for identifier in ["de_DE", "zh_CN", "ja_JP", "pt_BR"] {
                group.addTask {
                    await DependencyIsolation.withFreshState {
                        let locale = CommonDependencies.Locales.mock()
                        CommonDependencies.Locales.nextMockedLocale = Locale(identifier: identifier)
                        await Task.yield()
                        return locale().identifier == identifier ? "ok" : locale().identifier
                    }
                }
            }
            for await outcome in group {
                #expect(outcome == "ok")
            }
        }
    }

    @Test("unimplemented settings report their names and fall back to the fixed values")
    func unimplementedSettings() {
        let calendar = CommonDependencies.Calendars.unimplemented()
        let locale = CommonDependencies.Locales.unimplemented()
        let timeZone = CommonDependencies.TimeZones.unimplemented()
        let (values, reports) = DiagnosticReporter.collectReports {
            (calendar().identifier, locale().identifier, timeZone().secondsFromGMT())
        }
        #expect(values == (.gregorian, "en_US", 0))
        #expect(summaries(reports) == ["Unimplemented: Calendar", "Unimplemented: Locale", "Unimplemented: TimeZone"])
    }
}
