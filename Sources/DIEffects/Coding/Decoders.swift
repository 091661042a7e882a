import Foundation

extension CommonDependencies {
    /// Decoders as an effect: `() -> AnyDecoder<Data>`.
    ///
    /// ```swift
    /// let mock = CommonDependencies.Decoders.DataDecoderMock()
    /// let decoder = CommonDependencies.Decoders.mockJSON(mock)
    /// mock.nextDecode = { _ in .success("Mocked") }
    /// #expect(try decoder().decode(String.self, from: Data()) == "Mocked")
    /// ```
    public enum Decoders {
        /// A new decoder from `innerDecoder` at each call, type-erased.
        ///
        /// ```swift
        /// let decoder = CommonDependencies.Decoders.live(innerDecoder: { JSONDecoder() })
        /// ```
        public static func live<Decoder: TopLevelDecoderEx & Sendable>(
            innerDecoder: @escaping @Sendable () -> Decoder
        ) -> @Sendable () -> AnyDecoder<Decoder.Input> {
            { innerDecoder().eraseToAnyDecoder() }
        }

        /// A new `JSONDecoder` at each call, passed through `settings`.
        ///
        /// ```swift
        /// let decoder = CommonDependencies.Decoders.liveJSON {
        ///     $0.keyDecodingStrategy = .convertFromSnakeCase
        ///     return $0
        /// }
        /// ```
        public static func liveJSON(
            settings: @escaping @Sendable (JSONDecoder) -> JSONDecoder = { $0 }
        ) -> @Sendable () -> AnyDecoder<Data> {
            { AnyDecoder(settings(JSONDecoder())) }
        }

        /// The decoder `decoder` returns at each call, type-erased (the seed's custom mock).
        ///
        /// ```swift
        /// let decoder = CommonDependencies.Decoders.mock(returning: {
        ///     CommonDependencies.Decoders.DataDecoderMock()
        /// })
        /// ```
        public static func mock<Input>(
            returning decoder: @escaping @Sendable () -> any TopLevelDecoderEx<Input> & Sendable
        ) -> @Sendable () -> AnyDecoder<Input> {
            { AnyDecoder(erasing: decoder()) }
        }

        /// The decoder of `mock` (the parallel-safe mock).
        ///
        /// ```swift
        /// let decoder = CommonDependencies.Decoders.mockJSON(
        ///     CommonDependencies.Decoders.DataDecoderMock())
        /// ```
        public static func mockJSON(_ mock: DataDecoderMock) -> @Sendable () -> AnyDecoder<Data> {
            let decoder = mock.decoder
            return { decoder }
        }

        /// The decoder of the mock `jsonDecoder` returns at each call: by default the shared ``dataDecoderMock``.
        ///
        /// ```swift
        /// let decoder = CommonDependencies.Decoders.mockJSON()
        /// CommonDependencies.Decoders.dataDecoderMock.nextDecode = { _ in
        ///     .success("Mocked")
        /// }
        /// ```
        public static func mockJSON(
            returning jsonDecoder: @escaping @Sendable () -> DataDecoderMock = { dataDecoderMock }
        ) -> @Sendable () -> AnyDecoder<Data> {
            { jsonDecoder().decoder }
        }

        /// The shared decoder mock behind `mockJSON()`; reset by `CommonDependencies.resetMocks()`.
        ///
        /// ```swift
        /// CommonDependencies.Decoders.dataDecoderMock.nextDecode = { _ in
        ///     .success("Mocked Return")
        /// }
        /// ```
        public static var dataDecoderMock: DataDecoderMock {
            SharedMocks.object("Decoders") { DataDecoderMock() }
        }

        /// A decoder whose `decode` reports "Unimplemented: Decoder" and throws that error.
        ///
        /// ```swift
        /// let decoder = CommonDependencies.Decoders.unimplemented()
        /// ```
        public static func unimplemented(
            fileID: String = #fileID,
            line: UInt = #line
        ) -> @Sendable () -> AnyDecoder<Data> {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> AnyDecoder<Data> {
            let decoder = AnyDecoder<Data> { _, _ in throw unimplementedError("Decoder", at: location) }
            return { decoder }
        }
    }
}
