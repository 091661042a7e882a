/// A computation that needs an `Environment` to produce a `Value`: dependency injection by function.
///
/// Build small readers, compose them with ``map(_:)``, ``flatMap(_:)`` and
/// Kleisli composition (`>=>`), and hand in the environment once at the edge
/// with ``run(_:)``. ``ThrowingReader`` and ``AsyncReader`` are the throwing and
/// `async throws` forms.
///
/// ```swift
/// let greeting = Reader<AppContext, String> { context in "Hello at \(context.now)"
/// }
/// let shouted = greeting.map { $0.uppercased() }
/// print(shouted.run(DefaultContext()))
/// ```
public struct Reader<Environment, Value> {
    @usableFromInline
    let computation: (Environment) -> Value

    /// A reader that computes its value from the environment with `run`.
    ///
    /// ```swift
    /// let now = Reader<AppContext, Date> { $0.now }
    /// ```
    @inlinable
    public init(_ run: @escaping (Environment) -> Value) {
        self.computation = run
    }

    /// A reader that ignores the environment and always produces `value` (Haskell's `pure`).
    ///
    /// ```swift
    /// let answer = Reader<AppContext, Int>(value: 42)
    /// ```
    @inlinable
    public init(value: Value) {
        self.computation = { _ in value }
    }

    /// Produces the value for `environment`.
    ///
    /// ```swift
    /// let date = Reader<AppContext, Date> { $0.now }.run(MockContext())
    /// ```
    @inlinable
    public func run(_ environment: Environment) -> Value {
        computation(environment)
    }

    /// A reader whose value is this reader's value transformed by `transform`.
    ///
    /// ```swift
    /// let year = Reader<AppContext, Date> { $0.now }.map {
    ///     Calendar.current.component(.year, from: $0)
    /// }
    /// ```
    @inlinable
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Reader<Environment, NewValue> {
        Reader<Environment, NewValue> { environment in transform(computation(environment)) }
    }

    /// A reader that feeds this reader's value into `transform` and runs the reader it returns,
    /// in the same environment.
    ///
    /// ```swift
    /// // both read AppContext
    /// let profile = currentUserID.flatMap { id in loadProfile(id) }
    /// ```
    @inlinable
    public func flatMap<NewValue>(
        _ transform: @escaping (Value) -> Reader<Environment, NewValue>
    ) -> Reader<Environment, NewValue> {
        Reader<Environment, NewValue> { environment in transform(computation(environment)).run(environment) }
    }

    /// A reader for a larger environment, from which `transform` picks the part this reader needs.
    ///
    /// ```swift
    /// let clockOnly = Reader<Date, String> { "\($0)" }
    /// let fromApp: Reader<AppContext, String> = clockOnly.local { $0.now }
    /// ```
    @inlinable
    public func local<OuterEnvironment>(
        _ transform: @escaping (OuterEnvironment) -> Environment
    ) -> Reader<OuterEnvironment, Value> {
        Reader<OuterEnvironment, Value> { outer in computation(transform(outer)) }
    }

    /// A reader producing both values from the same environment.
    ///
    /// ```swift
    /// let both: Reader<AppContext, (Date, UUID)> = now.zip(uuid)
    /// ```
    @inlinable
    public func zip<Other>(_ other: Reader<Environment, Other>) -> Reader<Environment, (Value, Other)> {
        Reader<Environment, (Value, Other)> { environment in (computation(environment), other.run(environment)) }
    }
}

extension Reader where Value == Environment {
    /// The reader that produces the environment itself (Haskell's `ask`).
    ///
    /// ```swift
    /// let now = Reader<AppContext, AppContext>.ask.map(\.now)
    /// ```
    @inlinable
    public static var ask: Reader<Environment, Environment> {
        Reader { $0 }
    }
}
