import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension World {
    /// The fields of a world, shared between copies until one of them changes a field (copy on write).
    ///
    /// Reading the ambient world (`World.current`) hands out a `World`; with the
    /// fields in one object that is one retain instead of one per field.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline var calendar: @Sendable () -> Calendar
        @usableFromInline var dateFormatter: @Sendable () -> DateFormatter
        @usableFromInline var decoder: @Sendable () -> AnyDecoder<Data>
        @usableFromInline var encoder: @Sendable () -> AnyEncoder<Data>
        @usableFromInline var locale: @Sendable () -> Locale
        @usableFromInline var now: @Sendable () -> Date
        @usableFromInline var numberFormatter: @Sendable () -> NumberFormatter
        @usableFromInline var mainScheduler: CallbackScheduler
        @usableFromInline var timeZone: @Sendable () -> TimeZone
        @usableFromInline var urlRequest: URLRequester
        @usableFromInline var urlSession: @Sendable () -> URLSession
        @usableFromInline var uuid: @Sendable () -> UUID
        @usableFromInline var random: RandomNumbers
        @usableFromInline var clock: any Clock<Duration>

        init(
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
            clock: any Clock<Duration>
        ) {
            self.calendar = calendar
            self.dateFormatter = dateFormatter
            self.decoder = decoder
            self.encoder = encoder
            self.locale = locale
            self.now = now
            self.numberFormatter = numberFormatter
            self.mainScheduler = mainScheduler
            self.timeZone = timeZone
            self.urlRequest = urlRequest
            self.urlSession = urlSession
            self.uuid = uuid
            self.random = random
            self.clock = clock
        }

        func copy() -> Storage {
            Storage(
                calendar: calendar, dateFormatter: dateFormatter, decoder: decoder, encoder: encoder, locale: locale,
                now: now, numberFormatter: numberFormatter, mainScheduler: mainScheduler, timeZone: timeZone,
                urlRequest: urlRequest, urlSession: urlSession, uuid: uuid, random: random, clock: clock)
        }
    }

    /// The storage, copied first if another world shares it.
    mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
        return storage
    }
}
