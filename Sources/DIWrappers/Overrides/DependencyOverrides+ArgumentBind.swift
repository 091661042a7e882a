/// Overrides of bindings with arguments: the same spellings as ``Container``'s, replacing the binding of the same
/// service and argument types for the override's duration.
extension DependencyOverrides {
    /// Overrides the binding of `type` that takes one argument with `factory`.
    ///
    /// ```swift
    /// Container.withOverrides {
    ///     $0.bind(Greeter.self) { (_, name: String) in Greeter(name: "Test \(name)") }
    /// } operation: {
    ///     #expect(container.resolve(Greeter.self, argument: "Ada")?.name == "Test Ada")
    /// }
    /// ```
    @inlinable
    public mutating func bind<Service, Argument, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertArguments(
            type, id: id, scope: .transient, identity: nil, isSingleArgument: true, fileID: fileID, line: line,
            make: factory)
    }

    /// Overrides the binding of `type` that takes two arguments with `factory`.
    ///
    /// ```swift
    /// $0.bind(Greeting.self) { (_, name: String, times: Int) in Greeting(name: name, times: 0) }
    /// ```
    @inlinable
    public mutating func bind<Service, Argument1, Argument2, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument1, Argument2) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertArguments(
            type, id: id, scope: .transient, identity: nil as (((Argument1, Argument2)) -> AnyHashable)?,
            isSingleArgument: false, fileID: fileID, line: line
        ) { container, arguments in try factory(container, arguments.0, arguments.1) }
    }

    /// Overrides the binding of `type` that takes three arguments with `factory`.
    ///
    /// ```swift
    /// $0.bind(Greeting.self) { (_, name: String, times: Int, loud: Bool) in Greeting(name: name, times: 0) }
    /// ```
    @inlinable
    public mutating func bind<Service, Argument1, Argument2, Argument3, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument1, Argument2, Argument3) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertArguments(
            type, id: id, scope: .transient, identity: nil as (((Argument1, Argument2, Argument3)) -> AnyHashable)?,
            isSingleArgument: false, fileID: fileID, line: line
        ) { container, arguments in try factory(container, arguments.0, arguments.1, arguments.2) }
    }

    /// Overrides the binding of `type` that takes one `Hashable` argument, keeping one instance per distinct
    /// argument as `scope` keeps one, for the override's duration.
    ///
    /// ```swift
    /// $0.bind(.singleton, to: UserSession.self) { (_, userID: Int) in UserSession(userID: userID) }
    /// ```
    @inlinable
    public mutating func bind<Service, Argument: Hashable, ID: Hashable & Sendable>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertArguments(
            type, id: id, scope: scope, identity: ArgumentIdentity.of(scope, Argument.self), isSingleArgument: true,
            fileID: fileID, line: line, make: factory)
    }

    /// Overrides the binding of `type` that takes two `Hashable` arguments, keeping one instance per distinct pair
    /// as `scope` keeps one, for the override's duration.
    ///
    /// ```swift
    /// Container.withOverrides {
    ///     $0.bind(.singleton, to: Greeting.self) { (_, name: String, times: Int) in Greeting(name: name, times: 0) }
    /// } operation: {
    ///     let greeting = container.resolve(Greeting.self, arguments: "Ada", 3)
    ///     #expect(container.resolve(Greeting.self, arguments: "Ada", 3) === greeting)
    /// }
    /// ```
    @inlinable
    public mutating func bind<Service, Argument1: Hashable, Argument2: Hashable, ID: Hashable & Sendable>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument1, Argument2) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertArguments(
            type, id: id, scope: scope, identity: ArgumentIdentity.of(scope, (Argument1, Argument2).self),
            isSingleArgument: false, fileID: fileID, line: line
        ) { container, arguments in try factory(container, arguments.0, arguments.1) }
    }

    /// Overrides the binding of `type` that takes three `Hashable` arguments, keeping one instance per distinct
    /// triple as `scope` keeps one, for the override's duration.
    ///
    /// ```swift
    /// $0.bind(.singleton, to: Greeting.self) { (_, name: String, times: Int, loud: Bool) in
    ///     Greeting(name: name, times: 0)
    /// }
    /// ```
    @inlinable
    public mutating func bind<
        Service, Argument1: Hashable, Argument2: Hashable, Argument3: Hashable, ID: Hashable & Sendable
    >(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument1, Argument2, Argument3) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertArguments(
            type, id: id, scope: scope, identity: ArgumentIdentity.of(scope, (Argument1, Argument2, Argument3).self),
            isSingleArgument: false, fileID: fileID, line: line
        ) { container, arguments in try factory(container, arguments.0, arguments.1, arguments.2) }
    }

    /// Overrides the key of `Service`'s ``ArgumentFactory`` for `Arguments` with a binding of `make`.
    @inlinable
    mutating func insertArguments<Service, Arguments, ID: Hashable & Sendable>(
        _ type: Service.Type,
        id: ID,
        scope: Scope,
        identity: ((Arguments) -> AnyHashable)?,
        isSingleArgument: Bool,
        fileID: String,
        line: UInt,
        make: @escaping (Container, Arguments) throws -> Service
    ) {
        let key = Container.argumentKey(of: Service.self, id: id, arguments: Arguments.self)
        set(
            ArgumentBinding(
                key: key, scope: scope, location: SourceLocation(fileID: fileID, line: line), directory: .current,
                serialGate: nil, identity: identity, isSingleArgument: isSingleArgument, make: make))
    }
}
