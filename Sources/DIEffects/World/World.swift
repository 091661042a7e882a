import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every side effect an app needs, as stored closures and values, in one struct.
///
/// Build it once (``live``), pass it (or a subset of it) to the code that needs
/// it, and replace it in tests with ``mock(scheduler:clock:)``, a world with some
/// fields swapped, or ``unimplemented(fileID:line:)``. Fields are stored closures,
/// so calling one costs the same as calling a closure.
///
/// ```swift
/// var world = World.mock()
/// world.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 1234))
/// #expect(world.now() == Date(timeIntervalSince1970: 1234))
/// #expect(world.locale().identifier == "en_US")
/// ```
public struct World: Sendable {
    @usableFromInline var storage: Storage

    /// The calendar.
    ///
    /// ```swift
    /// let startOfDay = world.calendar().startOfDay(for: world.now())
    /// ```
    public var calendar: @Sendable () -> Calendar {
        @inlinable get { storage.fields.calendar }
        set { update { $0.calendar = newValue } }
    }

    /// A configured date formatter.
    ///
    /// ```swift
    /// let text = world.dateFormatter().string(from: world.now())
    /// ```
    public var dateFormatter: @Sendable () -> DateFormatter {
        @inlinable get { storage.fields.dateFormatter }
        set { update { $0.dateFormatter = newValue } }
    }

    /// The decoder for data from the network or disk.
    ///
    /// ```swift
    /// let user = try world.decoder().decode(User.self, from: data)
    /// ```
    public var decoder: @Sendable () -> AnyDecoder<Data> {
        @inlinable get { storage.fields.decoder }
        set { update { $0.decoder = newValue } }
    }

    /// The encoder for data to the network or disk.
    ///
    /// ```swift
    /// let body = try world.encoder().encode(user)
    /// ```
    public var encoder: @Sendable () -> AnyEncoder<Data> {
        @inlinable get { storage.fields.encoder }
        set { update { $0.encoder = newValue } }
    }

    /// The locale.
    ///
    /// ```swift
    /// let language = world.locale().language.languageCode
    /// ```
    public var locale: @Sendable () -> Locale {
        @inlinable get { storage.fields.locale }
        set { update { $0.locale = newValue } }
    }

    /// The user's preferred locales, most preferred first (swift-dependencies' `\.preferredLocales`).
    ///
    /// ```swift
    /// let language = world.preferredLocales().first?.language.languageCode
    /// ```
    public var preferredLocales: @Sendable () -> [Locale] {
        @inlinable get { storage.fields.preferredLocales }
        set { update { $0.preferredLocales = newValue } }
    }

    /// The current date.
    ///
    /// ```swift
    /// let timestamp = world.now()
    /// ```
    public var now: @Sendable () -> Date {
        @inlinable get { storage.fields.now }
        set { update { $0.now = newValue } }
    }

    /// A configured number formatter.
    ///
    /// ```swift
    /// let price = world.numberFormatter().string(from: 9.99)
    /// ```
    public var numberFormatter: @Sendable () -> NumberFormatter {
        @inlinable get { storage.fields.numberFormatter }
        set { update { $0.numberFormatter = newValue } }
    }

    /// The scheduler for work on the main queue.
    ///
    /// ```swift
    /// world.mainScheduler.schedule(after: .milliseconds(300)) { search() }
    /// ```
    public var mainScheduler: CallbackScheduler {
        @inlinable get { storage.fields.mainScheduler }
        set { update { $0.mainScheduler = newValue } }
    }

    /// The time zone.
    ///
    /// ```swift
    /// let offset = world.timeZone().secondsFromGMT()
    /// ```
    public var timeZone: @Sendable () -> TimeZone {
        @inlinable get { storage.fields.timeZone }
        set { update { $0.timeZone = newValue } }
    }

    /// Loads a URL request (the `async` replacement for the seed's `urlRequestPublisher`).
    ///
    /// ```swift
    /// let (data, response) = try await world.urlRequest(URLRequest(url: url))
    /// ```
    public var urlRequest: URLRequester {
        @inlinable get { storage.fields.urlRequest }
        set { update { $0.urlRequest = newValue } }
    }

    /// The URL session.
    ///
    /// ```swift
    /// world.urlSession().dataTask(with: request) { data, response, error in }.resume()
    /// ```
    public var urlSession: @Sendable () -> URLSession {
        @inlinable get { storage.fields.urlSession }
        set { update { $0.urlSession = newValue } }
    }

    /// Fresh identifiers.
    ///
    /// ```swift
    /// let id = world.uuid()
    /// ```
    public var uuid: @Sendable () -> UUID {
        @inlinable get { storage.fields.uuid }
        set { update { $0.uuid = newValue } }
    }

    /// Random numbers: `var random = world.random; Int.random(in: 1...6, using: &random)`.
    ///
    /// ```swift
    /// var random = world.random
    /// let roll = Int.random(in: 1...6, using: &random)
    /// ```
    public var random: RandomNumbers {
        @inlinable get { storage.fields.random }
        set { update { $0.random = newValue } }
    }

    /// The clock for `sleep` and timeouts: continuous live, so it keeps counting while the device sleeps.
    ///
    /// ```swift
    /// try await world.clock.sleep(for: .seconds(1))
    /// ```
    public var clock: any Clock<Duration> {
        @inlinable get { storage.fields.clock }
        set { update { $0.clock = newValue } }
    }

    /// A clock that stops while the device sleeps: `SuspendingClock` live, for time the user spends in the app.
    ///
    /// Unless a world is built with one of its own, it is the world's ``clock``, so a test that sets one
    /// ``TestClock`` drives both.
    ///
    /// ```swift
    /// try await world.suspendingClock.sleep(for: .seconds(30))
    /// ```
    public var suspendingClock: any Clock<Duration> {
        @inlinable get { storage.fields.suspendingClock }
        set { update { $0.suspendingClock = newValue } }
    }

    /// A world with every effect given.
    ///
    /// ```swift
    /// let world = World(
    ///     calendar: CommonDependencies.Calendars.live(),
    ///     dateFormatter: CommonDependencies.DateFormatters.live(),
    ///     decoder: CommonDependencies.Decoders.liveJSON(),
    ///     encoder: CommonDependencies.Encoders.liveJSON(),
    ///     locale: CommonDependencies.Locales.live(),
    ///     now: CommonDependencies.Now.live(),
    ///     numberFormatter: CommonDependencies.NumberFormatters.live(),
    ///     mainScheduler: CommonDependencies.Schedulers.liveDispatch(queue: .main),
    ///     timeZone: CommonDependencies.TimeZones.live(),
    ///     urlRequest: CommonDependencies.URLRequesters.live(),
    ///     urlSession: CommonDependencies.URLSessions.live(),
    ///     uuid: CommonDependencies.UUIDs.live(),
    ///     random: .live, clock: ContinuousClock(),
    ///     preferredLocales: CommonDependencies.PreferredLocales.live(),
    ///     suspendingClock: SuspendingClock())
    /// ```
    ///
    /// Without `preferredLocales` the world prefers its one `locale`; without `suspendingClock` it
    /// sleeps on `clock` for both.
    public init(
        calendar: @escaping @Sendable () -> Calendar,
        dateFormatter: @escaping @Sendable () -> DateFormatter,
        decoder: @escaping @Sendable () -> AnyDecoder<Data>,
        encoder: @escaping @Sendable () -> AnyEncoder<Data>,
        locale: @escaping @Sendable () -> Locale,
        now: @escaping @Sendable () -> Date,
        numberFormatter: @escaping @Sendable () -> NumberFormatter,
        mainScheduler: CallbackScheduler,
        timeZone: @escaping @Sendable () -> TimeZone,
        urlRequest: @escaping URLRequester,
        urlSession: @escaping @Sendable () -> URLSession,
        uuid: @escaping @Sendable () -> UUID,
        random: RandomNumbers,
        clock: any Clock<Duration>,
        preferredLocales: (@Sendable () -> [Locale])? = nil,
        suspendingClock: (any Clock<Duration>)? = nil
    ) {
        storage = Storage(
            Fields(
                calendar: calendar, dateFormatter: dateFormatter, decoder: decoder, encoder: encoder, locale: locale,
                preferredLocales: preferredLocales ?? { [locale()] }, now: now, numberFormatter: numberFormatter,
                mainScheduler: mainScheduler, timeZone: timeZone, urlRequest: urlRequest, urlSession: urlSession,
                uuid: uuid, random: random, clock: clock, suspendingClock: suspendingClock ?? clock))
    }
}
