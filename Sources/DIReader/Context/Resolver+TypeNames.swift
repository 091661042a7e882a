/// Corridor's member names for a resolver's two types, so `Resolver<Controller, AppContext>.Context` compiles.
extension Resolver {
    /// The context dependencies are read from.
    ///
    /// ```swift
    /// let contextType = Resolver<Controller, AppContext>.Context.self  // AppContext
    /// ```
    public typealias Context = Context

    /// The type that holds the resolver.
    ///
    /// ```swift
    /// let sourceType = Resolver<Controller, AppContext>.Source.self  // Controller
    /// ```
    public typealias Source = Source
}
