/// Bindings whose factories take arguments, given by each resolve (Swinject's `register { r, arg in … }`).
///
/// The argument types are part of the binding's key: `Greeter` bound with a `String` and `Greeter` bound with an
/// `Int` are two bindings, and neither answers a resolve without arguments.
extension Container {
    /// Binds `type` to a factory that takes one argument, given by each resolve.
    ///
    /// Each resolve builds a new instance; bind with a ``/DICore/Scope`` (`bind(.singleton, to: Greeter.self) { … }`)
    /// to keep one instance per distinct argument.
    ///
    /// ```swift
    /// container.bind(Greeter.self) { (container, name: String) in
    ///     Greeter(name: name, logger: container.resolveAssert(Logger.self))
    /// }
    /// let greeter = container.resolve(Greeter.self, argument: "Ada")
    /// ```
    @inlinable
    public func bind<Service, Argument, ID: Hashable & Sendable>(
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

    /// Binds `type` to a factory that takes two arguments, given by each resolve.
    ///
    /// ```swift
    /// container.bind(Greeting.self) { (_, name: String, times: Int) in Greeting(name: name, times: times) }
    /// let greeting = container.resolve(Greeting.self, arguments: "Ada", 3)
    /// ```
    @inlinable
    public func bind<Service, Argument1, Argument2, ID: Hashable & Sendable>(
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

    /// Binds `type` to a factory that takes three arguments, given by each resolve.
    ///
    /// ```swift
    /// container.bind(Greeting.self) { (_, name: String, times: Int, loud: Bool) in
    ///     Greeting(name: loud ? name.uppercased() : name, times: times)
    /// }
    /// let greeting = container.resolve(Greeting.self, arguments: "Ada", 3, true)
    /// ```
    @inlinable
    public func bind<Service, Argument1, Argument2, Argument3, ID: Hashable & Sendable>(
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

    /// Binds `type` to a factory that takes one `Hashable` argument, keeping one instance per distinct argument as
    /// `scope` keeps one (`.singleton`: one per argument for the binding's life, `.weak`: while it is held).
    ///
    /// ```swift
    /// container.bind(.singleton, to: UserSession.self) { (_, userID: Int) in UserSession(userID: userID) }
    /// let first = container.resolve(UserSession.self, argument: 7)
    /// let again = container.resolve(UserSession.self, argument: 7)  // the same session
    /// ```
    @inlinable
    public func bind<Service, Argument: Hashable, ID: Hashable & Sendable>(
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

    /// Binds `type` to a factory that takes two `Hashable` arguments, keeping one instance per distinct pair as
    /// `scope` keeps one.
    ///
    /// ```swift
    /// container.bind(.singleton, to: Greeting.self) { (_, name: String, times: Int) in
    ///     Greeting(name: name, times: times)
    /// }
    /// ```
    @inlinable
    public func bind<Service, Argument1: Hashable, Argument2: Hashable, ID: Hashable & Sendable>(
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

    /// Binds `type` to a factory that takes three `Hashable` arguments, keeping one instance per distinct triple as
    /// `scope` keeps one.
    ///
    /// ```swift
    /// container.bind(.singleton, to: Greeting.self) { (_, name: String, times: Int, loud: Bool) in
    ///     Greeting(name: loud ? name.uppercased() : name, times: times)
    /// }
    /// ```
    @inlinable
    public func bind<Service, Argument1: Hashable, Argument2: Hashable, Argument3: Hashable, ID: Hashable & Sendable>(
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
}
