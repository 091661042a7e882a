import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension World {
    /// The fields of a world, in one immutable object shared by every copy of the world.
    ///
    /// Reading the ambient world (`World.current`) hands out a `World`; with the
    /// fields in one object that is one retain instead of one per field, and a
    /// field read is a plain `let` load. Setting a field builds a new object
    /// (worlds are set up rarely and read often), so copies never share a change.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// The fields themselves.
    @usableFromInline
    struct Fields: Sendable {
        @usableFromInline var calendar: @Sendable () -> Calendar
        @usableFromInline var dateFormatter: @Sendable () -> DateFormatter
        @usableFromInline var decoder: @Sendable () -> AnyDecoder<Data>
        @usableFromInline var encoder: @Sendable () -> AnyEncoder<Data>
        @usableFromInline var locale: @Sendable () -> Locale
        @usableFromInline var preferredLocales: @Sendable () -> [Locale]
        @usableFromInline var now: @Sendable () -> Date
        @usableFromInline var numberFormatter: @Sendable () -> NumberFormatter
        @usableFromInline var mainScheduler: CallbackScheduler
        @usableFromInline var timeZone: @Sendable () -> TimeZone
        @usableFromInline var urlRequest: URLRequester
        @usableFromInline var urlSession: @Sendable () -> URLSession
        @usableFromInline var uuid: @Sendable () -> UUID
        @usableFromInline var random: RandomNumbers
        @usableFromInline var clock: any Clock<Duration>
        @usableFromInline var suspendingClock: any Clock<Duration>
    }

    /// Replaces the storage with a copy changed by `change`.
    mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }
}
