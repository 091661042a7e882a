/// Overrides of bindings with arguments: the same spellings as ``Container``'s, replacing the binding of the same
/// service and argument types for the override's duration.
extension DependencyOverrides {
    /// Overrides the binding of `type` that takes the factory's arguments (one, or as many as the factory has
    /// parameters after the container) with `factory`.
    ///
    /// ```swift
    /// Container.withOverrides {
    ///     $0.bind(Greeter.self) { (_, name: String) in Greeter(name: "Test \(name)") }
    /// } operation: {
    ///     let greeter = container.resolve(Greeter.self, argument: "Ada")
    ///     #expect(greeter?.name == "Test Ada")
    /// }
    /// ```
    @inlinable
    public mutating func bind<Service, Argument, each OtherArgument, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument, repeat each OtherArgument) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertArguments(type, id: id, scope: .transient, identity: nil, fileID: fileID, line: line, factory: factory)
    }

    /// Overrides the binding of `type` that takes `Hashable` arguments, keeping one instance per distinct
    /// arguments as `scope` keeps one, for the override's duration.
    ///
    /// ```swift
    /// Container.withOverrides {
    ///     $0.bind(.singleton, to: Greeting.self) { (_, name: String, times: Int) in
    ///         Greeting(name: name, times: 0)
    ///     }
    /// } operation: {
    ///     let greeting = container.resolve(Greeting.self, arguments: "Ada", 3)
    ///     #expect(container.resolve(Greeting.self, arguments: "Ada", 3) === greeting)
    /// }
    /// ```
    @inlinable
    public mutating func bind<Service, Argument: Hashable, each OtherArgument: Hashable, ID: Hashable & Sendable>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument, repeat each OtherArgument) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertArguments(
            type, id: id, scope: scope,
            identity: ArgumentIdentity.of(scope, (Argument, repeat each OtherArgument).self),
            fileID: fileID, line: line, factory: factory)
    }

    /// Overrides the key of `Service`'s ``ArgumentFactory`` for the factory's argument types with a binding of
    /// `factory`.
    @inlinable
    mutating func insertArguments<Service, each Argument, ID: Hashable & Sendable>(
        _ type: Service.Type,
        id: ID,
        scope: Scope,
        identity: (((repeat each Argument)) -> AnyHashable)?,
        fileID: String,
        line: UInt,
        factory: @escaping (Container, repeat each Argument) throws -> Service
    ) {
        let key = Container.argumentKey(of: Service.self, id: id, arguments: (repeat each Argument).self)
        set(
            ArgumentBinding(
                key: key, scope: scope, location: SourceLocation(fileID: fileID, line: line), directory: .current,
                serialGate: nil, identity: identity, factory: factory))
    }
}
