/// Bindings whose factories take arguments, given by each resolve (Swinject's `register { r, arg in … }`), of any
/// number: the factory's parameters after the container are the arguments.
///
/// The argument types are part of the binding's key: `Greeter` bound with a `String` and `Greeter` bound with an
/// `Int` are two bindings, and neither answers a resolve without arguments.
extension Container {
    /// Binds `type` to a factory that takes arguments, given by each resolve: one, or as many as the factory has
    /// parameters after the container.
    ///
    /// Each resolve builds a new instance; bind with a ``/DICore/Scope`` (`bind(.singleton, to: Greeter.self) { … }`)
    /// to keep one instance per distinct arguments.
    ///
    /// ```swift
    /// container.bind(Greeter.self) { (container, name: String) in
    ///     Greeter(name: name, logger: container.resolveAssert(Logger.self))
    /// }
    /// let greeter = container.resolve(Greeter.self, argument: "Ada")
    ///
    /// container.bind(Greeting.self) { (_, name: String, times: Int) in
    ///     Greeting(name: name, times: times)
    /// }
    /// let greeting = container.resolve(Greeting.self, arguments: "Ada", 3)
    /// ```
    @inlinable
    public func bind<Service, Argument, each OtherArgument, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument, repeat each OtherArgument) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertArguments(type, id: id, scope: .transient, identity: nil, fileID: fileID, line: line, factory: factory)
    }

    /// Binds `type` to a factory that takes `Hashable` arguments, keeping one instance per distinct arguments as
    /// `scope` keeps one (`.singleton`: one per arguments for the binding's life, `.weak`: while it is held).
    ///
    /// ```swift
    /// container.bind(.singleton, to: UserSession.self) { (_, userID: Int) in
    ///     UserSession(userID: userID)
    /// }
    /// let first = container.resolve(UserSession.self, argument: 7)
    /// let again = container.resolve(UserSession.self, argument: 7)  // the same
    /// ```
    @inlinable
    public func bind<Service, Argument: Hashable, each OtherArgument: Hashable, ID: Hashable & Sendable>(
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

    /// Swinject's `register` with arguments: the transient `bind` with a factory taking arguments, whatever the
    /// container's default scope.
    ///
    /// ```swift
    /// container.register(Animal.self) { r, name in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, argument: "Mimi")
    /// ```
    @inlinable
    public func register<Service, Argument, each OtherArgument, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        factory: @escaping (Container, Argument, repeat each OtherArgument) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertArguments(type, id: id, scope: .transient, identity: nil, fileID: fileID, line: line, factory: factory)
    }

    /// Stores a binding of `factory` under the key of its ``ArgumentFactory`` (the argument types in it) and `id`.
    @inlinable
    func insertArguments<Service, each Argument, ID: Hashable & Sendable>(
        _ type: Service.Type,
        id: ID,
        scope: Scope,
        identity: (((repeat each Argument)) -> AnyHashable)?,
        fileID: String,
        line: UInt,
        factory: @escaping (Container, repeat each Argument) throws -> Service
    ) {
        let key = Self.argumentKey(of: Service.self, id: id, arguments: (repeat each Argument).self)
        let location = SourceLocation(fileID: fileID, line: line)
        storeArguments(
            ArgumentBinding(
                key: key, scope: scope, location: location, directory: Self.bindingDirectory(),
                serialGate: factoryGate, identity: identity, factory: factory),
            handingOut: Service.self)
    }

    /// Stores `binding`, a binding with arguments (bound or forwarded) that hands out `service`, under its key.
    @usableFromInline
    func storeArguments(_ binding: AnyBinding, handingOut service: any Any.Type) {
        binding.key.requireValidIdentifier(location: binding.location)
        bindings.store(binding, withArgumentsHandingOut: service)
    }
}
