import DIEffects
import Foundation
import Testing

/// swift-dependencies' `\.suspendingClock` and `\.preferredLocales`, as fields of the World.
@Suite("World: the suspending clock and the preferred locales")
struct WorldClocksAndLocalesTests {
    /// swift-dependencies' `LocaleTests.testOverriding_PreferredLocales`.
    @Test("a scoped world's preferred locales are the ones it was given")
    func overridingPreferredLocales() {
        let locales = [Locale(identifier: "es-ES"), Locale(identifier: "en-US")]
        withWorld {
            $0.preferredLocales = CommonDependencies.PreferredLocales.constant(locales)
        } operation: {
            #expect(World.current.preferredLocales() == locales)
        }
    }

    @Test("the live world prefers the user's languages and sleeps on a suspending clock beside the continuous one")
    func liveWorld() {
        let world = World.live
        #expect(world.preferredLocales() == Locale.preferredLanguages.map(Locale.init(identifier:)))
        #expect(world.suspendingClock is SuspendingClock)
        #expect(world.clock is ContinuousClock)
    }

    @Test("a mock world prefers its locale, and its one test clock is its suspending clock too")
    func mockWorld() async {
        let clock = TestClock()
        var world = World.mock(clock: clock)
        #expect(world.preferredLocales() == [CommonDependencies.Locales.usa])
        #expect((world.suspendingClock as? TestClock) === clock)
        world.locale = CommonDependencies.Locales.constant(CommonDependencies.Locales.germany)
        #expect(world.preferredLocales() == [CommonDependencies.Locales.usa], "set preferredLocales to change it")
        let task = Task { try await world.suspendingClock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        #expect(await finishes(task))
    }

    @Test("an unimplemented world reports its preferred locales and its suspending clock by name")
    func unimplementedWorld() async {
        let line: UInt = #line + 1
        let world = World.unimplemented()
        let (locales, reports) = await DiagnosticReporter.collectReports {
            try? await world.suspendingClock.sleep(for: .seconds(1))
            return world.preferredLocales()
        }
        #expect(locales == [CommonDependencies.Locales.usa])
        #expect(summaries(reports) == ["Unimplemented: SuspendingClock.sleep", "Unimplemented: PreferredLocales"])
        #expect(Set(locations(reports)) == ["DIEffectsTests/WorldClocksAndLocalesTests.swift:\(line)"])
    }

    @Test("a world built with only the original effects prefers its locale and sleeps on its clock for both")
    func defaultsOfTheInitializer() {
        let clock = TestClock()
        let base = World.mock()
        let world = World(
            calendar: base.calendar, dateFormatter: base.dateFormatter, decoder: base.decoder, encoder: base.encoder,
            locale: CommonDependencies.Locales.constant(CommonDependencies.Locales.japan), now: base.now,
            numberFormatter: base.numberFormatter, mainScheduler: base.mainScheduler, timeZone: base.timeZone,
            urlRequest: base.urlRequest, urlSession: base.urlSession, uuid: base.uuid, random: base.random,
            clock: clock)
        #expect(world.preferredLocales() == [CommonDependencies.Locales.japan])
        #expect((world.suspendingClock as? TestClock) === clock)
    }
}
