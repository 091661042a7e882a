import Foundation

/// A type-erased decoder from `Input` (usually `Data`), usable without Combine.
///
/// ```swift
/// let decoder = AnyDecoder(JSONDecoder())
/// let user = try decoder.decode(User.self, from: Data(#"{"name":"Blob"}"#.utf8))
/// ```
public struct AnyDecoder<Input>: Sendable {
    private let decodeValue: @Sendable (any Decodable.Type, Input) throws -> Any

    /// A decoder that runs `decode` with the requested type and the input.
    ///
    /// ```swift
    /// let failing = AnyDecoder<Data> { _, _ in throw CancellationError() }
    /// ```
    public init(decode: @escaping @Sendable (any Decodable.Type, Input) throws -> Any) {
        self.decodeValue = decode
    }

    /// Decodes a `Value` from `input`.
    ///
    /// Throws `DecodingError.typeMismatch` if the underlying decoder produced another type.
    ///
    /// ```swift
    /// let count = try decoder.decode(Int.self, from: Data("3".utf8))
    /// ```
    public func decode<Value: Decodable>(_ type: Value.Type, from input: Input) throws -> Value {
        let produced = try decodeValue(type, input)
        guard let value = produced as? Value else {
            let context = DecodingError.Context(
                codingPath: [],
                debugDescription: "The decoder produced a \(Swift.type(of: produced)), not a \(Value.self).")
            throw DecodingError.typeMismatch(Value.self, context)
        }
        return value
    }
}

extension AnyDecoder where Input == Data {
    /// Wraps a `JSONDecoder`.
    ///
    /// ```swift
    /// let decoder = AnyDecoder(JSONDecoder())
    /// ```
    public init(_ decoder: JSONDecoder) {
        self.init { type, data in try decoder.decode(type, from: data) }
    }
}

/// A type-erased encoder to `Output` (usually `Data`), usable without Combine.
///
/// ```swift
/// let encoder = AnyEncoder(JSONEncoder())
/// let data = try encoder.encode(["name": "Blob"])
/// ```
public struct AnyEncoder<Output>: Sendable {
    private let encodeValue: @Sendable (any Encodable) throws -> Output

    /// An encoder that runs `encode` with the value.
    ///
    /// ```swift
    /// let empty = AnyEncoder<Data> { _ in Data() }
    /// ```
    public init(encode: @escaping @Sendable (any Encodable) throws -> Output) {
        self.encodeValue = encode
    }

    /// Encodes `value`.
    ///
    /// ```swift
    /// let data = try encoder.encode(User(name: "Blob"))
    /// ```
    public func encode<Value: Encodable>(_ value: Value) throws -> Output {
        try encodeValue(value)
    }
}

extension AnyEncoder where Output == Data {
    /// Wraps a `JSONEncoder`.
    ///
    /// ```swift
    /// let encoder = AnyEncoder(JSONEncoder())
    /// ```
    public init(_ encoder: JSONEncoder) {
        self.init { value in try encoder.encode(value) }
    }
}
