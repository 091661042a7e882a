/// The precedence of Kleisli composition `>=>`: left-associative, binds looser than `??` and comparisons.
///
/// ```swift
/// let apiCall = usersEndpoint >=> firstUserEndpoint >=> addressEndpoint
/// ```
precedencegroup KleisliCompositionPrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
    lowerThan: LogicalDisjunctionPrecedence
}

/// Kleisli composition: chains two reader-returning steps into one.
///
/// ```swift
/// let apiCall = usersEndpoint >=> firstUserEndpoint >=> addressEndpoint
/// ```
infix operator >=> : KleisliCompositionPrecedence

/// Composes two steps that each return a ``Reader`` over the same environment.
///
/// `(f >=> g)(a)` runs `f(a)`, feeds its value to `g`, and runs that in the same
/// environment. Composition is associative and `Reader.init(value:)` is its identity.
///
/// ```swift
/// let parse: (String) -> Reader<Locale, Int> = { text in
///     Reader { locale in parse(text, locale) }
/// }
/// let format: (Int) -> Reader<Locale, String> = { number in
///     Reader { locale in format(number, locale) }
/// }
/// let normalise = parse >=> format
/// ```
@inlinable
public func >=> <Environment, Input, Middle, Output>(
    first: @escaping (Input) -> Reader<Environment, Middle>,
    second: @escaping (Middle) -> Reader<Environment, Output>
) -> (Input) -> Reader<Environment, Output> {
    { input in first(input).flatMap(second) }
}

/// Composes two throwing steps that each return a ``ThrowingReader`` over the same environment.
///
/// ```swift
/// let loadOrders = loadUser >=> ordersOfUser  // the first error stops the chain
/// ```
@inlinable
public func >=> <Environment, Input, Middle, Output>(
    first: @escaping (Input) throws -> ThrowingReader<Environment, Middle>,
    second: @escaping (Middle) throws -> ThrowingReader<Environment, Output>
) -> (Input) throws -> ThrowingReader<Environment, Output> {
    { input in try first(input).flatMap(second) }
}

/// Composes two `async` steps that each return an ``AsyncReader`` over the same environment.
///
/// ```swift
/// let apiCall = usersEndpoint >=> firstUserEndpoint >=> addressEndpoint
/// let address = try await apiEntrypoint.flatMap(apiCall).run(api)
/// ```
@inlinable
public func >=> <Environment, Input, Middle, Output>(
    first: @escaping (Input) async throws -> AsyncReader<Environment, Middle>,
    second: @escaping (Middle) async throws -> AsyncReader<Environment, Output>
) -> (Input) async throws -> AsyncReader<Environment, Output> {
    { input in try await first(input).flatMap(second) }
}
