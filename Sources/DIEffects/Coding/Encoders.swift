import Foundation

extension CommonDependencies {
    /// Encoders as an effect: `() -> AnyEncoder<Data>`.
    ///
    /// ```swift
    /// let mock = CommonDependencies.Encoders.DataEncoderMock()
    /// let encoder = CommonDependencies.Encoders.mockJSON(mock)
    /// mock.nextEncode = { _ in .success(Data([1])) }
    /// #expect(try encoder().encode("anything") == Data([1]))
    /// ```
    public enum Encoders {
        /// A new encoder from `innerEncoder` at each call, type-erased.
        ///
        /// ```swift
        /// let encoder = CommonDependencies.Encoders.live(innerEncoder: { JSONEncoder() })
        /// ```
        public static func live<Encoder: TopLevelEncoderEx & Sendable>(
            innerEncoder: @escaping @Sendable () -> Encoder
        ) -> @Sendable () -> AnyEncoder<Encoder.Output> {
            { innerEncoder().eraseToAnyEncoder() }
        }

        /// A new `JSONEncoder` at each call, passed through `settings`.
        ///
        /// ```swift
        /// let encoder = CommonDependencies.Encoders.liveJSON {
        ///     $0.keyEncodingStrategy = .convertToSnakeCase
        ///     return $0
        /// }
        /// ```
        public static func liveJSON(
            settings: @escaping @Sendable (JSONEncoder) -> JSONEncoder = { $0 }
        ) -> @Sendable () -> AnyEncoder<Data> {
            { AnyEncoder(settings(JSONEncoder())) }
        }

        /// The encoder `encoder` returns at each call, type-erased (the seed's custom mock).
        ///
        /// ```swift
        /// let encoder = CommonDependencies.Encoders.mock(returning: {
        ///     CommonDependencies.Encoders.DataEncoderMock()
        /// })
        /// ```
        public static func mock<Output>(
            returning encoder: @escaping @Sendable () -> any TopLevelEncoderEx<Output> & Sendable
        ) -> @Sendable () -> AnyEncoder<Output> {
            { AnyEncoder(erasing: encoder()) }
        }

        /// The encoder of `mock` (the parallel-safe mock).
        ///
        /// ```swift
        /// let encoder = CommonDependencies.Encoders.mockJSON(
        ///     CommonDependencies.Encoders.DataEncoderMock())
        /// ```
        public static func mockJSON(_ mock: DataEncoderMock) -> @Sendable () -> AnyEncoder<Data> {
            let encoder = mock.encoder
            return { encoder }
        }

        /// The encoder of the mock `jsonEncoder` returns at each call: by default the shared ``dataEncoderMock``.
        ///
        /// ```swift
        /// let encoder = CommonDependencies.Encoders.mockJSON()
        /// CommonDependencies.Encoders.dataEncoderMock.nextEncode = { _ in .success(Data())
        /// }
        /// ```
        public static func mockJSON(
            returning jsonEncoder: @escaping @Sendable () -> DataEncoderMock = { dataEncoderMock }
        ) -> @Sendable () -> AnyEncoder<Data> {
            { jsonEncoder().encoder }
        }

        /// The shared encoder mock behind `mockJSON()`; reset by `CommonDependencies.resetMocks()`.
        ///
        /// ```swift
        /// CommonDependencies.Encoders.dataEncoderMock.nextEncode = { _ in .success(Data())
        /// }
        /// ```
        public static var dataEncoderMock: DataEncoderMock {
            SharedMocks.object("Encoders") { DataEncoderMock() }
        }

        /// An encoder whose `encode` reports "Unimplemented: Encoder" and throws that error.
        ///
        /// ```swift
        /// let encoder = CommonDependencies.Encoders.unimplemented()
        /// ```
        public static func unimplemented(
            fileID: String = #fileID,
            line: UInt = #line
        ) -> @Sendable () -> AnyEncoder<Data> {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> AnyEncoder<Data> {
            let encoder = AnyEncoder<Data> { _ in throw unimplementedError("Encoder", at: location) }
            return { encoder }
        }
    }
}
