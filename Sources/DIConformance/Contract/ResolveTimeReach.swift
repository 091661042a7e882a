/// How row 31 resolves a greeter built from an argument given when it is resolved (Swinject's
/// `resolve(_:argument:)`).
///
/// ```swift
/// ArgumentResolution(
///     resolve: { name in
///         try container.resolveThrowing((any Greeter).self, argument: name)
///             .greeting
///     },
///     mismatched: {
///         let greeter = try? container.resolveThrowing(
///             (any Greeter).self, argument: 42)
///         return "\(greeter as Any)"
///     })
/// ```
public struct ArgumentResolution: Sendable {
    /// Resolves the greeter wired to greet `"Hello, <name>"` with `name` as its argument, and returns its greeting.
    public let resolve: @Sendable (String) throws -> String
    /// Resolves the same greeter with an `Int` argument instead, and returns what the style reported, in words
    /// (an error's message, or `"nil"`).
    public let mismatched: @Sendable () -> String

    /// Creates the two reads.
    public init(
        resolve: @escaping @Sendable (String) throws -> String,
        mismatched: @escaping @Sendable () -> String
    ) {
        self.resolve = resolve
        self.mismatched = mismatched
    }
}

/// How row 33 asks for an optional service by its optional type (Swinject's `resolve(T?.self)`).
///
/// ```swift
/// OptionalResolution(
///     wired: { container.resolve((any Greeter)?.self)?.greeting },
///     unwiredIsNil: { container.resolve((any UnwiredStore)?.self) == nil })
/// ```
public struct OptionalResolution: Sendable {
    /// Asks for the wired greeter as `(any Greeter)?` and returns its greeting (`nil` if it got none).
    public let wired: @Sendable () throws -> String?
    /// Asks for ``UnwiredStore`` (which nobody wires) as an optional, and says whether the answer is `nil`.
    public let unwiredIsNil: @Sendable () throws -> Bool

    /// Creates the two reads.
    public init(
        wired: @escaping @Sendable () throws -> String?,
        unwiredIsNil: @escaping @Sendable () throws -> Bool
    ) {
        self.wired = wired
        self.unwiredIsNil = unwiredIsNil
    }
}
