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
        /// A controllable encoder: returns the result of ``nextEncode`` or, while it is `nil`, encodes JSON.
        ///
        /// ```swift
        /// let mock = CommonDependencies.Encoders.DataEncoderMock()
        /// mock.nextEncode = { _ in .failure(CancellationError()) }
        /// ```
        public final class DataEncoderMock: Sendable {
            private let next = Locked<(@Sendable (any Encodable) -> Result<Data, any Error>)?>(nil)

            /// A mock that encodes JSON until ``nextEncode`` is set.
            ///
            /// ```swift
            /// let mock = CommonDependencies.Encoders.DataEncoderMock()
            /// ```
            public init() {}

            /// What the next `encode` returns; `nil` encodes with a plain `JSONEncoder`.
            ///
            /// ```swift
            /// mock.nextEncode = { _ in .success(Data()) }
            /// ```
            public var nextEncode: (@Sendable (any Encodable) -> Result<Data, any Error>)? {
                get { next.withLock { $0 } }
                set { next.withLock { $0 = newValue } }
            }

            /// The encoder this mock stands for; it reads ``nextEncode`` at each `encode`.
            ///
            /// ```swift
            /// let encoder = mock.encoder
            /// ```
            public var encoder: AnyEncoder<Data> {
                AnyEncoder { value in
                    guard let next = self.nextEncode else {
                        return try JSONEncoder().encode(value)
                    }
                    return try next(value).get()
                }
            }

            /// Forgets ``nextEncode``.
            ///
            /// ```swift
            /// mock.reset()
            /// ```
            public func reset() {
                nextEncode = nil
            }
        }

        /// A `JSONEncoder`, configured once by `configure`, handed out at each call.
        ///
        /// ```swift
        /// let encoder = CommonDependencies.Encoders.liveJSON { $0.keyEncodingStrategy = .convertToSnakeCase; return $0 }
        /// ```
        public static func liveJSON(
            _ configure: (JSONEncoder) -> JSONEncoder = { $0 }
        ) -> @Sendable () -> AnyEncoder<Data> {
            let encoder = AnyEncoder(configure(JSONEncoder()))
            return { encoder }
        }

        /// The encoder of `mock` (the parallel-safe mock).
        ///
        /// ```swift
        /// let encoder = CommonDependencies.Encoders.mockJSON(CommonDependencies.Encoders.DataEncoderMock())
        /// ```
        public static func mockJSON(_ mock: DataEncoderMock) -> @Sendable () -> AnyEncoder<Data> {
            let encoder = mock.encoder
            return { encoder }
        }

        /// The encoder of the shared ``dataEncoderMock``, looked up at each call (the seed's form).
        ///
        /// ```swift
        /// let encoder = CommonDependencies.Encoders.mockJSON()
        /// CommonDependencies.Encoders.dataEncoderMock.nextEncode = { _ in .success(Data()) }
        /// ```
        public static func mockJSON() -> @Sendable () -> AnyEncoder<Data> {
            { dataEncoderMock.encoder }
        }

        /// The shared encoder mock behind ``mockJSON()``; reset by `CommonDependencies.resetMocks()`.
        ///
        /// ```swift
        /// CommonDependencies.Encoders.dataEncoderMock.nextEncode = { _ in .success(Data()) }
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

extension CommonDependencies.Encoders.DataEncoderMock: ResettableMock {}
