extension Resolver {
    /// Extends a value whose *type* reads a static context: the type's static resolver switches to this context.
    ///
    /// Corridor's third subscript, with Corridor's semantics: reading `resolve[\.formatter]`
    /// switches `Formatter.resolve` to this resolver's context, exactly as
    /// `withContext(Formatter.self, context)` does, and then returns the value the context
    /// holds. So a mock context reaches the type's static accessors too:
    ///
    /// ```swift
    /// struct Formatter: HasStaticContextStorage {
    ///     static let contextStorage = StaticContextStorage(`default`)
    /// }
    ///
    /// extension AppContext {
    ///     var formatter: Formatter { Formatter() }
    /// }
    ///
    /// extension HasInstanceContext where Context == AppContext {
    ///     var formatter: Formatter { resolve[\.formatter] }
    /// }
    ///
    /// // Formatter's static accessors now read MockContext
    /// _ = withContext(Screen(), MockContext()).formatter
    /// ```
    ///
    /// The switch is the process-wide one (inside `DependencyIsolation.withFreshState`, the
    /// current test's copy), and it lasts until the next switch. A scoped switch of the same
    /// type, `withContext(Formatter.self, context) { … }`, still wins inside its closure.
    @inlinable
    public subscript<Value: HasStaticContext>(
        _ keyPath: KeyPath<Context, Value>
    ) -> Value where Value.Context == Context {
        Value.resolve = Resolver<Value, Context>(context: storedContext)
        return storedContext[keyPath: keyPath]
    }

    /// Extends a value that reads its context both per instance and per type: both resolvers switch.
    ///
    /// Corridor rejected such a read as ambiguous; here both the returned instance and the
    /// type get this resolver's context.
    ///
    /// ```swift
    /// // Clock: HasInstanceContext & HasStaticContext
    /// var clock: Clock { resolve[\.clock] }
    /// ```
    @inlinable
    public subscript<Value: HasInstanceContext & HasStaticContext>(
        _ keyPath: KeyPath<Context, Value>
    ) -> Value where Value.Context == Context {
        Value.resolve = Resolver<Value, Context>(context: storedContext)
        var value = storedContext[keyPath: keyPath]
        value.resolve.apply(storedContext)
        return value
    }
}
