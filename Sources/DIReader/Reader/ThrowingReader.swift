/// A ``Reader`` whose computation can throw.
///
/// ```swift
/// let token = ThrowingReader<AppContext, String> { context in
///     guard let token = context.keychain.token else { throw AuthError.signedOut }
///     return token
/// }
/// let header = try token.map { "Bearer \($0)" }.run(DefaultContext())
/// ```
public struct ThrowingReader<Environment, Value> {
    @usableFromInline
    let computation: (Environment) throws -> Value

    /// A reader that computes its value from the environment with `run`, which may throw.
    ///
    /// ```swift
    /// let user = ThrowingReader<Database, User> { try $0.user(id: 1) }
    /// ```
    @inlinable
    public init(_ run: @escaping (Environment) throws -> Value) {
        self.computation = run
    }

    /// A reader that always produces `value`.
    ///
    /// ```swift
    /// let none = ThrowingReader<Database, [User]>(value: [])
    /// ```
    @inlinable
    public init(value: Value) {
        self.computation = { _ in value }
    }

    /// The throwing form of a non-throwing `reader`.
    ///
    /// ```swift
    /// let now = ThrowingReader(Reader<AppContext, Date> { $0.now })
    /// ```
    @inlinable
    public init(_ reader: Reader<Environment, Value>) {
        self.computation = reader.computation
    }

    /// Produces the value for `environment`, or throws what the computation throws.
    ///
    /// ```swift
    /// let user = try loadUser.run(database)
    /// ```
    @inlinable
    public func run(_ environment: Environment) throws -> Value {
        try computation(environment)
    }

    /// A reader whose value is this reader's value transformed by `transform`.
    ///
    /// ```swift
    /// let name = loadUser.map(\.name)
    /// ```
    @inlinable
    public func map<NewValue>(
        _ transform: @escaping (Value) throws -> NewValue
    ) -> ThrowingReader<Environment, NewValue> {
        ThrowingReader<Environment, NewValue> { environment in try transform(computation(environment)) }
    }

    /// A reader that feeds this reader's value into `transform` and runs the reader it returns.
    ///
    /// ```swift
    /// let orders = loadUser.flatMap { user in loadOrders(of: user) }
    /// ```
    @inlinable
    public func flatMap<NewValue>(
        _ transform: @escaping (Value) throws -> ThrowingReader<Environment, NewValue>
    ) -> ThrowingReader<Environment, NewValue> {
        ThrowingReader<Environment, NewValue> { environment in
            try transform(computation(environment)).run(environment)
        }
    }

    /// A reader for a larger environment, from which `transform` picks the part this reader needs.
    ///
    /// ```swift
    /// let fromApp: ThrowingReader<AppContext, User> = loadUser.local { $0.database }
    /// ```
    @inlinable
    public func local<OuterEnvironment>(
        _ transform: @escaping (OuterEnvironment) throws -> Environment
    ) -> ThrowingReader<OuterEnvironment, Value> {
        ThrowingReader<OuterEnvironment, Value> { outer in try computation(transform(outer)) }
    }

    /// A reader producing both values from the same environment; the first error wins.
    ///
    /// ```swift
    /// let pair = loadUser.zip(loadSettings)
    /// ```
    @inlinable
    public func zip<Other>(
        _ other: ThrowingReader<Environment, Other>
    ) -> ThrowingReader<Environment, (Value, Other)> {
        ThrowingReader<Environment, (Value, Other)> { environment in
            (try computation(environment), try other.run(environment))
        }
    }
}
