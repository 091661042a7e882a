/// A ``Reader`` whose computation is `async` and may throw: chained API calls without a home-made Future.
///
/// ```swift
/// let users = AsyncReader<Api, [User]> { api in try await api.get("/users") }
/// let first = users.map { $0.first }
/// let user = try await first.run(api)
/// ```
public struct AsyncReader<Environment, Value> {
    @usableFromInline
    let computation: (Environment) async throws -> Value

    /// A reader that computes its value from the environment with the `async` function `run`.
    ///
    /// ```swift
    /// let endpoint = AsyncReader<Api, Endpoint> { api in try await api.get("/") }
    /// ```
    @inlinable
    public init(_ run: @escaping (Environment) async throws -> Value) {
        self.computation = run
    }

    /// A reader that always produces `value`.
    ///
    /// ```swift
    /// let root = AsyncReader<Api, String>(value: "/")
    /// ```
    @inlinable
    public init(value: Value) {
        self.computation = { _ in value }
    }

    /// The `async` form of a synchronous `reader`.
    ///
    /// ```swift
    /// let now = AsyncReader(Reader<AppContext, Date> { $0.now })
    /// ```
    @inlinable
    public init(_ reader: Reader<Environment, Value>) {
        self.computation = reader.computation
    }

    /// The `async` form of a throwing `reader`.
    ///
    /// ```swift
    /// let user = AsyncReader(loadUser)  // loadUser: ThrowingReader<Database, User>
    /// ```
    @inlinable
    public init(_ reader: ThrowingReader<Environment, Value>) {
        self.computation = reader.computation
    }

    /// Produces the value for `environment`, or throws what the computation throws.
    ///
    /// ```swift
    /// let address = try await apiEntrypoint.flatMap(apiCall).run(api)
    /// ```
    @inlinable
    public func run(_ environment: Environment) async throws -> Value {
        try await computation(environment)
    }

    /// A reader whose value is this reader's value transformed by the `async` function `transform`.
    ///
    /// ```swift
    /// let names = users.map { $0.map(\.name) }
    /// ```
    @inlinable
    public func map<NewValue>(
        _ transform: @escaping (Value) async throws -> NewValue
    ) -> AsyncReader<Environment, NewValue> {
        AsyncReader<Environment, NewValue> { environment in try await transform(computation(environment)) }
    }

    /// A reader that feeds this reader's value into `transform` and runs the reader it returns.
    ///
    /// ```swift
    /// let address = apiEntrypoint.flatMap(
    ///     usersEndpoint >=> firstUserEndpoint >=> addressEndpoint)
    /// ```
    @inlinable
    public func flatMap<NewValue>(
        _ transform: @escaping (Value) async throws -> AsyncReader<Environment, NewValue>
    ) -> AsyncReader<Environment, NewValue> {
        AsyncReader<Environment, NewValue> { environment in
            try await transform(computation(environment)).run(environment)
        }
    }

    /// A reader for a larger environment, from which `transform` picks the part this reader needs.
    ///
    /// ```swift
    /// let fromContext: AsyncReader<AppContext, [User]> = users.local { $0.api }
    /// ```
    @inlinable
    public func local<OuterEnvironment>(
        _ transform: @escaping (OuterEnvironment) async throws -> Environment
    ) -> AsyncReader<OuterEnvironment, Value> {
        AsyncReader<OuterEnvironment, Value> { outer in try await computation(transform(outer)) }
    }

    /// A reader producing both values from the same environment, one after the other.
    ///
    /// ```swift
    /// let (user, settings) = try await loadUser.zip(loadSettings).run(api)
    /// ```
    @inlinable
    public func zip<Other>(_ other: AsyncReader<Environment, Other>) -> AsyncReader<Environment, (Value, Other)> {
        AsyncReader<Environment, (Value, Other)> { environment in
            let first = try await computation(environment)
            let second = try await other.run(environment)
            return (first, second)
        }
    }
}
