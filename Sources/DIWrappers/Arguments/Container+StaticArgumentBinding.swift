/// The bindings with arguments on ``Container/main``: each forwards to the instance form of the same shape, so a
/// binding made here is the one `Container.main.bind` makes (same key, scope, location and resolve).
extension Container {
    /// Binds `type` in ``main`` to a factory that takes one argument, given by each resolve.
    ///
    /// ```swift
    /// Container.bind(Greeter.self) { (container, name: String) in
    ///     Greeter(name: name, logger: container.resolveAssert(Logger.self))
    /// }
    /// let greeter = Container.main.resolve(Greeter.self, argument: "Ada")
    /// ```
    @inlinable
    public static func bind<Service, Argument, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds `type` in ``main`` to a factory that takes two arguments, given by each resolve.
    ///
    /// ```swift
    /// Container.bind(Greeting.self) { (_, name: String, times: Int) in Greeting(name: name, times: times) }
    /// ```
    @inlinable
    public static func bind<Service, Argument1, Argument2, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument1, Argument2) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds `type` in ``main`` to a factory that takes three arguments, given by each resolve.
    ///
    /// ```swift
    /// Container.bind(Greeting.self) { (_, name: String, times: Int, loud: Bool) in
    ///     Greeting(name: loud ? name.uppercased() : name, times: times)
    /// }
    /// ```
    @inlinable
    public static func bind<Service, Argument1, Argument2, Argument3, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument1, Argument2, Argument3) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds `type` in ``main`` to a factory that takes one `Hashable` argument, keeping one instance per distinct
    /// argument as `scope` keeps one.
    ///
    /// ```swift
    /// Container.bind(.singleton, to: UserSession.self) { (_, userID: Int) in UserSession(userID: userID) }
    /// let session = Container.main.resolve(UserSession.self, argument: 7)
    /// ```
    @inlinable
    public static func bind<Service, Argument: Hashable, ID: Hashable & Sendable>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(scope, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds `type` in ``main`` to a factory that takes two `Hashable` arguments, keeping one instance per distinct
    /// pair as `scope` keeps one.
    ///
    /// ```swift
    /// Container.bind(.singleton, to: Greeting.self) { (_, name: String, times: Int) in
    ///     Greeting(name: name, times: times)
    /// }
    /// ```
    @inlinable
    public static func bind<Service, Argument1: Hashable, Argument2: Hashable, ID: Hashable & Sendable>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument1, Argument2) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(scope, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds `type` in ``main`` to a factory that takes three `Hashable` arguments, keeping one instance per
    /// distinct triple as `scope` keeps one.
    ///
    /// ```swift
    /// Container.bind(.singleton, to: Greeting.self) { (_, name: String, times: Int, loud: Bool) in
    ///     Greeting(name: loud ? name.uppercased() : name, times: times)
    /// }
    /// ```
    @inlinable
    public static func bind<
        Service, Argument1: Hashable, Argument2: Hashable, Argument3: Hashable, ID: Hashable & Sendable
    >(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument1, Argument2, Argument3) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(scope, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }
}
