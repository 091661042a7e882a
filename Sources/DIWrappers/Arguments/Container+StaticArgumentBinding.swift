/// The bindings with arguments on ``Container/main``: each forwards to the instance form of the same shape, so a
/// binding made here is the one `Container.main.bind` makes (same key, scope, location and resolve).
extension Container {
    /// Binds `type` in ``main`` to a factory that takes arguments (one, or as many as the factory has parameters
    /// after the container), given by each resolve.
    ///
    /// ```swift
    /// Container.bind(Greeter.self) { (container, name: String) in
    ///     Greeter(name: name, logger: container.resolveAssert(Logger.self))
    /// }
    /// let greeter = Container.main.resolve(Greeter.self, argument: "Ada")
    /// ```
    @inlinable
    public static func bind<Service, Argument, each OtherArgument, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument, repeat each OtherArgument) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds `type` in ``main`` to a factory that takes `Hashable` arguments, keeping one instance per distinct
    /// arguments as `scope` keeps one.
    ///
    /// ```swift
    /// Container.bind(.singleton, to: UserSession.self) { (_, userID: Int) in
    ///     UserSession(userID: userID)
    /// }
    /// let session = Container.main.resolve(UserSession.self, argument: 7)
    /// ```
    @inlinable
    public static func bind<Service, Argument: Hashable, each OtherArgument: Hashable, ID: Hashable & Sendable>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument, repeat each OtherArgument) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(scope, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }
}
