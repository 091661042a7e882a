import Foundation

/// A decoder from `Input` that ``AnyDecoder`` can erase: CommonDependencies' `TopLevelDecoderEx`, without Combine.
///
/// `JSONDecoder` and ``AnyDecoder`` conform; conform your own decoder to pass it to
/// `CommonDependencies.Decoders.live(innerDecoder:)`.
///
/// ```swift
/// let decoder: any TopLevelDecoderEx<Data> = JSONDecoder()
/// let count = try decoder.decode(Int.self, from: Data("3".utf8))
/// ```
public protocol TopLevelDecoderEx<Input> {
    /// What the decoder reads, usually `Data`.
    associatedtype Input

    /// Decodes a `Value` from `input`.
    ///
    /// ```swift
    /// let user = try decoder.decode(User.self, from: data)
    /// ```
    func decode<Value: Decodable>(_ type: Value.Type, from input: Input) throws -> Value
}

/// An encoder to `Output` that ``AnyEncoder`` can erase: CommonDependencies' `TopLevelEncoderEx`, without Combine.
///
/// ```swift
/// let encoder: any TopLevelEncoderEx<Data> = JSONEncoder()
/// let data = try encoder.encode([1, 2])
/// ```
public protocol TopLevelEncoderEx<Output> {
    /// What the encoder writes, usually `Data`.
    associatedtype Output

    /// Encodes `value`.
    ///
    /// ```swift
    /// let body = try encoder.encode(user)
    /// ```
    func encode<Value: Encodable>(_ value: Value) throws -> Output
}

extension JSONDecoder: TopLevelDecoderEx {}
extension JSONEncoder: TopLevelEncoderEx {}
extension AnyDecoder: TopLevelDecoderEx {}
extension AnyEncoder: TopLevelEncoderEx {}

extension AnyDecoder {
    /// Erases `decoder`; it must be `Sendable`, because the erased decoder is.
    ///
    /// ```swift
    /// let decoder = AnyDecoder(erasing: JSONDecoder())
    /// ```
    public init<Decoder: TopLevelDecoderEx & Sendable>(erasing decoder: Decoder) where Decoder.Input == Input {
        self.init { type, input in try type.decode(with: decoder, from: input) }
    }
}

extension AnyEncoder {
    /// Erases `encoder`; it must be `Sendable`, because the erased encoder is.
    ///
    /// ```swift
    /// let encoder = AnyEncoder(erasing: JSONEncoder())
    /// ```
    public init<Encoder: TopLevelEncoderEx & Sendable>(erasing encoder: Encoder) where Encoder.Output == Output {
        self.init { value in try value.encode(with: encoder) }
    }
}

extension TopLevelDecoderEx where Self: Sendable {
    /// This decoder, type-erased.
    ///
    /// ```swift
    /// let decoder: AnyDecoder<Data> = JSONDecoder().eraseToAnyDecoder()
    /// ```
    public func eraseToAnyDecoder() -> AnyDecoder<Input> {
        AnyDecoder(erasing: self)
    }
}

extension TopLevelEncoderEx where Self: Sendable {
    /// This encoder, type-erased.
    ///
    /// ```swift
    /// let encoder: AnyEncoder<Data> = JSONEncoder().eraseToAnyEncoder()
    /// ```
    public func eraseToAnyEncoder() -> AnyEncoder<Output> {
        AnyEncoder(erasing: self)
    }
}

extension Decodable {
    /// Decodes this type with `decoder`: opens the `any Decodable.Type` an ``AnyDecoder`` is asked for.
    fileprivate static func decode<Decoder: TopLevelDecoderEx>(
        with decoder: Decoder,
        from input: Decoder.Input
    ) throws -> Any {
        try decoder.decode(Self.self, from: input)
    }
}

extension Encodable {
    /// Encodes this value with `encoder`: opens the `any Encodable` an ``AnyEncoder`` is given.
    fileprivate func encode<Encoder: TopLevelEncoderEx>(with encoder: Encoder) throws -> Encoder.Output {
        try encoder.encode(self)
    }
}
