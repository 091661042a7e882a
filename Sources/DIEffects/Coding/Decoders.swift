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
        /// A controllable decoder: returns the result of ``nextDecode`` or, while it is `nil`, decodes JSON.
        ///
        /// ```swift
        /// let mock = CommonDependencies.Decoders.DataDecoderMock()
        /// mock.nextDecode = { _ in .failure(CancellationError()) }
        /// ```
        public final class DataDecoderMock: Sendable {
            private let next = Locked<(@Sendable (Data) -> Result<Any, any Error>)?>(nil)

            /// A mock that decodes JSON until ``nextDecode`` is set.
            ///
            /// ```swift
            /// let mock = CommonDependencies.Decoders.DataDecoderMock()
            /// ```
            public init() {}

            /// What the next `decode` returns; `nil` decodes with a plain `JSONDecoder`.
            ///
            /// ```swift
            /// mock.nextDecode = { _ in .success(User(name: "Blob")) }
            /// ```
            public var nextDecode: (@Sendable (Data) -> Result<Any, any Error>)? {
                get { next.withLock { $0 } }
                set { next.withLock { $0 = newValue } }
            }

            /// The decoder this mock stands for; it reads ``nextDecode`` at each `decode`.
            ///
            /// ```swift
            /// let decoder = mock.decoder
            /// ```
            public var decoder: AnyDecoder<Data> {
                AnyDecoder { type, data in
                    guard let next = self.nextDecode else {
                        return try JSONDecoder().decode(type, from: data)
                    }
                    return try next(data).get()
                }
            }

            /// Forgets ``nextDecode``.
            ///
            /// ```swift
            /// mock.reset()
            /// ```
            public func reset() {
                nextDecode = nil
            }
        }

        /// A `JSONDecoder`, configured once by `configure`, handed out at each call.
        ///
        /// ```swift
        /// let decoder = CommonDependencies.Decoders.liveJSON { $0.keyDecodingStrategy = .convertFromSnakeCase; return $0 }
        /// ```
        public static func liveJSON(
            _ configure: (JSONDecoder) -> JSONDecoder = { $0 }
        ) -> @Sendable () -> AnyDecoder<Data> {
            let decoder = AnyDecoder(configure(JSONDecoder()))
            return { decoder }
        }

        /// The decoder of `mock` (the parallel-safe mock).
        ///
        /// ```swift
        /// let decoder = CommonDependencies.Decoders.mockJSON(CommonDependencies.Decoders.DataDecoderMock())
        /// ```
        public static func mockJSON(_ mock: DataDecoderMock) -> @Sendable () -> AnyDecoder<Data> {
            let decoder = mock.decoder
            return { decoder }
        }

        /// The decoder of the shared ``dataDecoderMock``, looked up at each call (the seed's form).
        ///
        /// ```swift
        /// let decoder = CommonDependencies.Decoders.mockJSON()
        /// CommonDependencies.Decoders.dataDecoderMock.nextDecode = { _ in .success("Mocked") }
        /// ```
        public static func mockJSON() -> @Sendable () -> AnyDecoder<Data> {
            { dataDecoderMock.decoder }
        }

        /// The shared decoder mock behind ``mockJSON()``; reset by `CommonDependencies.resetMocks()`.
        ///
        /// ```swift
        /// CommonDependencies.Decoders.dataDecoderMock.nextDecode = { _ in .success("Mocked Return") }
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

extension CommonDependencies.Decoders.DataDecoderMock: ResettableMock {}
