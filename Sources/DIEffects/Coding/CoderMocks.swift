import Foundation

extension CommonDependencies.Decoders {
    /// The seed's name for a decoder mock of `Data`.
    ///
    /// ```swift
    /// let mock = CommonDependencies.Decoders.DataDecoderMock()
    /// ```
    public typealias DataDecoderMock = DecoderMock<Data>

    /// A controllable decoder: each `decode` returns what ``nextDecode`` returns, and fails until a test sets it.
    ///
    /// As in CommonDependencies, an unset mock fails (`DecodingError.dataCorrupted`, saying
    /// that `nextDecode` was not set) rather than decoding real input.
    ///
    /// ```swift
    /// let mock = CommonDependencies.Decoders.DataDecoderMock()
    /// mock.nextDecode = { _ in .success(User(name: "Blob")) }
    /// let user = try mock.decode(User.self, from: Data())
    /// ```
    public final class DecoderMock<Input>: TopLevelDecoderEx, Sendable {
        private let next = Locked<@Sendable (Input) -> Result<Any, DecodingError>>(DecoderMock.unset)

        /// A mock that fails every `decode` until ``nextDecode`` is set.
        ///
        /// ```swift
        /// let mock = CommonDependencies.Decoders.DecoderMock<Data>()
        /// ```
        public init() {}

        /// What the next `decode` returns; until set (and after ``reset()``), a `DecodingError.dataCorrupted`.
        ///
        /// ```swift
        /// mock.nextDecode = { _ in .success("Mocked Return") }
        /// ```
        public var nextDecode: @Sendable (Input) -> Result<Any, DecodingError> {
            get { next.withLock { $0 } }
            set { next.withLock { $0 = newValue } }
        }

        /// The value ``nextDecode`` produces, or `DecodingError.typeMismatch` if it produced another type.
        ///
        /// ```swift
        /// let user = try mock.decode(User.self, from: data)
        /// ```
        public func decode<Value: Decodable>(_ type: Value.Type, from input: Input) throws -> Value {
            let decoded = try nextDecode(input).get()
            guard let value = decoded as? Value else {
                throw DecodingError.typeMismatch(
                    Value.self,
                    DecodingError.Context(
                        codingPath: [],
                        debugDescription: "nextDecode produced a \(Swift.type(of: decoded)), not a \(Value.self)."))
            }
            return value
        }

        /// This mock, type-erased; it reads ``nextDecode`` at each `decode`.
        ///
        /// ```swift
        /// let decoder = mock.decoder
        /// ```
        public var decoder: AnyDecoder<Input> {
            eraseToAnyDecoder()
        }

        /// Forgets ``nextDecode``, so `decode` fails again.
        ///
        /// ```swift
        /// mock.reset()
        /// ```
        public func reset() {
            nextDecode = Self.unset
        }

        private static var unset: @Sendable (Input) -> Result<Any, DecodingError> {
            { _ in
                .failure(
                    .dataCorrupted(
                        DecodingError.Context(
                            codingPath: [],
                            debugDescription: "The decoder mock has no nextDecode: set it in the test, "
                                + "e.g. mock.nextDecode = { _ in .success(value) }.")))
            }
        }
    }
}

extension CommonDependencies.Encoders {
    /// The seed's name for an encoder mock to `Data`.
    ///
    /// ```swift
    /// let mock = CommonDependencies.Encoders.DataEncoderMock()
    /// ```
    public typealias DataEncoderMock = EncoderMock<Data>

    /// A controllable encoder: each `encode` returns what ``nextEncode`` returns, and fails until a test sets it.
    ///
    /// As in CommonDependencies, an unset mock fails (`EncodingError.invalidValue`, saying
    /// that `nextEncode` was not set) rather than encoding for real.
    ///
    /// ```swift
    /// let mock = CommonDependencies.Encoders.DataEncoderMock()
    /// mock.nextEncode = { _ in .success(Data([1])) }
    /// ```
    public final class EncoderMock<Output>: TopLevelEncoderEx, Sendable {
        private let next = Locked<@Sendable (Any) -> Result<Output, EncodingError>>(EncoderMock.unset)

        /// A mock that fails every `encode` until ``nextEncode`` is set.
        ///
        /// ```swift
        /// let mock = CommonDependencies.Encoders.EncoderMock<Data>()
        /// ```
        public init() {}

        /// What the next `encode` returns, given the value; until set (and after ``reset()``), an error.
        ///
        /// ```swift
        /// mock.nextEncode = { _ in .success(Data()) }
        /// ```
        public var nextEncode: @Sendable (Any) -> Result<Output, EncodingError> {
            get { next.withLock { $0 } }
            set { next.withLock { $0 = newValue } }
        }

        /// What ``nextEncode`` returns for `value`.
        ///
        /// ```swift
        /// let data = try mock.encode(user)
        /// ```
        public func encode<Value: Encodable>(_ value: Value) throws -> Output {
            try nextEncode(value).get()
        }

        /// This mock, type-erased; it reads ``nextEncode`` at each `encode`.
        ///
        /// ```swift
        /// let encoder = mock.encoder
        /// ```
        public var encoder: AnyEncoder<Output> {
            eraseToAnyEncoder()
        }

        /// Forgets ``nextEncode``, so `encode` fails again.
        ///
        /// ```swift
        /// mock.reset()
        /// ```
        public func reset() {
            nextEncode = Self.unset
        }

        private static var unset: @Sendable (Any) -> Result<Output, EncodingError> {
            { value in
                .failure(
                    .invalidValue(
                        value,
                        EncodingError.Context(
                            codingPath: [],
                            debugDescription: "The encoder mock has no nextEncode: set it in the test, "
                                + "e.g. mock.nextEncode = { _ in .success(data) }.")))
            }
        }
    }
}

extension CommonDependencies.Decoders.DecoderMock: ResettableMock {}
extension CommonDependencies.Encoders.EncoderMock: ResettableMock {}
