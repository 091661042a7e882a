import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension World {
    /// The real world, configured as CommonDependencies' README configures it.
    ///
    /// The current calendar, locale, time zone and date; a date formatter with the `.full`
    /// date style and a number formatter with the `.currency` style; JSON coders that
    /// convert keys from and to snake_case; the main queue; `URLSession.shared`, which the
    /// request function uses too; system UUIDs and random numbers; the continuous clock and, as
    /// ``suspendingClock``, the suspending one; and the user's preferred locales.
    /// For other settings, build a `World` with the effects' `live` forms.
    ///
    /// ```swift
    /// let world = World.live
    /// let today = world.calendar().startOfDay(for: world.now())
    /// let user = try world.decoder().decode(
    ///     User.self, from: Data(#"{"full_name":"Blob"}"#.utf8))
    /// ```
    @inlinable
    public static var live: World {
        liveWorld
    }

    /// The one live world, built on first use. Inlinable access to a global `let` lets a caller that reads
    /// one field (`World.current.uuid`) copy that field alone instead of all fourteen.
    @usableFromInline
    static let liveWorld: World = {
        let urlSession = CommonDependencies.URLSessions.live()
        return World(
            calendar: CommonDependencies.Calendars.live(),
            dateFormatter: CommonDependencies.DateFormatters.live {
                $0.dateStyle = .full
                return $0
            },
            decoder: CommonDependencies.Decoders.liveJSON {
                $0.keyDecodingStrategy = .convertFromSnakeCase
                return $0
            },
            encoder: CommonDependencies.Encoders.liveJSON {
                $0.keyEncodingStrategy = .convertToSnakeCase
                return $0
            },
            locale: CommonDependencies.Locales.live(),
            now: CommonDependencies.Now.live(),
            numberFormatter: CommonDependencies.NumberFormatters.live {
                $0.numberStyle = .currency
                return $0
            },
            mainScheduler: CommonDependencies.Schedulers.liveDispatch(queue: .main),
            timeZone: CommonDependencies.TimeZones.live(),
            urlRequest: CommonDependencies.URLRequesters.live(session: urlSession),
            urlSession: urlSession,
            uuid: CommonDependencies.UUIDs.live(),
            random: .live,
            clock: ContinuousClock(),
            preferredLocales: CommonDependencies.PreferredLocales.live(),
            suspendingClock: SuspendingClock())
    }()

    /// A fresh, deterministic world with its own state: every call is independent of every other.
    ///
    /// Fixed settings (`en_US`, GMT, gregorian), `now` at the reference date,
    /// incrementing UUIDs from `00000000-0000-0000-0000-000000000000`, random
    /// numbers seeded with 0, plain JSON coders (no key strategies), a stubbed URL session and request
    /// function that answer `URLError(.badServerResponse)`, and the given test
    /// scheduler and clock (which is the ``suspendingClock`` too), and `[en_US]` as the preferred
    /// locales. Replace any field to control it.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// var world = World.mock(scheduler: scheduler)
    /// world.urlRequest = CommonDependencies.URLRequesters.mock {
    ///     .http404(from: $0.url!)
    /// }
    /// ```
    public static func mock(scheduler: TestScheduler = TestScheduler(), clock: TestClock = TestClock()) -> World {
        let formatters = FixedFormatters()
        let session = LazyStubbedSession()
        return World(
            calendar: CommonDependencies.Calendars.constant(CommonDependencies.Calendars.fixed),
            dateFormatter: { formatters.date },
            decoder: CommonDependencies.Decoders.liveJSON(),
            encoder: CommonDependencies.Encoders.liveJSON(),
            locale: CommonDependencies.Locales.constant(CommonDependencies.Locales.usa),
            now: CommonDependencies.Now.constant(CommonDependencies.Now.referenceDate),
            numberFormatter: { formatters.number },
            mainScheduler: scheduler.scheduler,
            timeZone: CommonDependencies.TimeZones.constant(CommonDependencies.TimeZones.gmt),
            urlRequest: CommonDependencies.URLRequesters.mock(CommonDependencies.URLSessions.defaultRequestHandler),
            urlSession: { session.session },
            uuid: CommonDependencies.UUIDs.incrementing(),
            random: .seeded(0),
            clock: clock)
    }

    /// The seed's mock world: every field reads the shared `nextMocked…` values when called.
    ///
    /// Prefer ``mock(scheduler:clock:)`` in tests that run in parallel; the shared
    /// values are per test only inside `DependencyIsolation.withFreshState`.
    ///
    /// ```swift
    /// let world = World.sharedMock
    /// CommonDependencies.Now.nextMockedDate = Date(timeIntervalSince1970: 1234)
    /// #expect(world.now() == Date(timeIntervalSince1970: 1234))
    /// ```
    public static var sharedMock: World {
        World(
            calendar: CommonDependencies.Calendars.mock(),
            dateFormatter: CommonDependencies.DateFormatters.mock(),
            decoder: CommonDependencies.Decoders.mockJSON(),
            encoder: CommonDependencies.Encoders.mockJSON(),
            locale: CommonDependencies.Locales.mock(),
            now: CommonDependencies.Now.mock(),
            numberFormatter: CommonDependencies.NumberFormatters.mock(),
            mainScheduler: CommonDependencies.Schedulers.mockDispatch(),
            timeZone: CommonDependencies.TimeZones.mock(),
            urlRequest: CommonDependencies.URLRequesters.mock(),
            urlSession: CommonDependencies.URLSessions.mock(),
            uuid: CommonDependencies.UUIDs.incrementing(),
            random: .seeded(0),
            clock: TestClock())
    }

    /// A world whose every effect reports "Unimplemented: <effect>" when used.
    ///
    /// Effects never trap: they report through `DiagnosticReporter.report` and then
    /// fall back (fixed values, a failing request, a scheduler that drops work, a
    /// clock that returns at once), so one stray call fails its test (in a test
    /// target that links DITesting) without stopping the run. Reports point at `fileID`:`line`, by default the line that
    /// built the world. Replace the fields the code under test may use.
    ///
    /// ```swift
    /// var world = World.unimplemented()
    /// world.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 0))
    /// let (_, reports) = DiagnosticReporter.collectReports {
    ///     model.refresh(world: world)
    /// }
    /// #expect(reports.isEmpty)
    /// ```
    public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> World {
        unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
    }

    /// A world whose every effect reports from `site`.
    package static func unimplemented(at site: UnimplementedSite) -> World {
        World(
            calendar: CommonDependencies.Calendars.unimplemented(at: site),
            dateFormatter: CommonDependencies.DateFormatters.unimplemented(at: site),
            decoder: CommonDependencies.Decoders.unimplemented(at: site),
            encoder: CommonDependencies.Encoders.unimplemented(at: site),
            locale: CommonDependencies.Locales.unimplemented(at: site),
            now: CommonDependencies.Now.unimplemented(at: site),
            numberFormatter: CommonDependencies.NumberFormatters.unimplemented(at: site),
            mainScheduler: .unimplemented(at: site),
            timeZone: CommonDependencies.TimeZones.unimplemented(at: site),
            urlRequest: CommonDependencies.URLRequesters.unimplemented(at: site),
            urlSession: CommonDependencies.URLSessions.unimplemented(at: site),
            uuid: CommonDependencies.UUIDs.unimplemented(at: site),
            random: .unimplemented(at: site),
            clock: UnimplementedClock(site: site),
            preferredLocales: CommonDependencies.PreferredLocales.unimplemented(at: site),
            suspendingClock: UnimplementedClock(site: site, name: "SuspendingClock"))
    }

    /// ``unimplemented(fileID:line:)`` with reports pointing at this property; use the function in tests.
    ///
    /// ```swift
    /// let world = World.unimplemented
    /// ```
    public static var unimplemented: World {
        unimplemented()
    }
}

/// The fixed formatters of one mock world, built on first use.
private final class FixedFormatters: Sendable {
    private let dateFormatter = SingletonCell<DateFormatter>()
    private let numberFormatter = SingletonCell<NumberFormatter>()

    var date: DateFormatter {
        dateFormatter.value(orCreate: { CommonDependencies.DateFormatters.fixed() })
    }

    var number: NumberFormatter {
        numberFormatter.value(orCreate: { CommonDependencies.NumberFormatters.fixed() })
    }
}

/// The stubbed session of one mock world, built on first use.
private final class LazyStubbedSession: Sendable {
    private let cell = SingletonCell<URLSession>()

    var session: URLSession {
        cell.value(orCreate: { StubRoutes.makeSession(handler: CommonDependencies.URLSessions.defaultRequestHandler) })
    }
}
