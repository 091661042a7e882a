/// Fusion's static conveniences: each acts on ``Container/main``.
extension Container {
    /// Binds `type` to `value` in ``main``; `value` is evaluated on every resolve.
    ///
    /// ```swift
    /// Container.bind(Logger.self, value: RemoteLogger())
    /// Container.bind(value: "Hello, world!")
    /// Container.bind(id: "a", value: "foo")
    /// ```
    public static func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(type, id: id, value: value(), fileID: fileID, line: line)
    }

    /// Binds `type` to a factory in ``main``.
    ///
    /// ```swift
    /// Container.bind(Database.self) { container in
    ///     PostgresDatabase(logger: container.resolveAssert(Logger.self))
    /// }
    /// ```
    public static func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds a value with an explicit ``/DICore/Scope`` in ``main``.
    ///
    /// ```swift
    /// Container.bind(.singleton, value: UUID())
    /// ```
    public static func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(scope, to: type, id: id, value: value(), fileID: fileID, line: line)
    }

    /// Binds a factory with an explicit ``/DICore/Scope`` in ``main``.
    ///
    /// ```swift
    /// Container.bind(.singleton, to: JobQueue.self) { container in
    ///     DatabaseQueue(database: container.resolveAssert(Database.self))
    /// }
    /// ```
    public static func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(scope, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Fusion's alias of ``bind(_:id:value:fileID:line:)-type.method`` on ``main``.
    ///
    /// ```swift
    /// Container.register(value: 42)
    /// ```
    public static func register<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.register(type, id: id, value: value(), fileID: fileID, line: line)
    }

    /// The value bound in ``main``, or `nil` if there is none.
    ///
    /// ```swift
    /// let log: Logger? = Container.resolve(Logger.self)
    /// let slack = Container.resolve(Logger.self, id: "slack")
    /// ```
    public static func resolve<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service? {
        main.resolve(type, id: id, fileID: fileID, line: line)
    }

    /// The value bound in ``main``, or a trap with the full diagnostic.
    ///
    /// ```swift
    /// let log: Logger = Container.resolveAssert(Logger.self)
    /// ```
    public static func resolveAssert<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service {
        main.resolveAssert(type, id: id, fileID: fileID, line: line)
    }

    /// The value bound in ``main``, or the `DIError` explaining why there is none.
    ///
    /// ```swift
    /// let log: Logger = try Container.resolveThrowing(Logger.self)
    /// ```
    public static func resolveThrowing<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) throws -> Service {
        try main.resolveThrowing(type, id: id, fileID: fileID, line: line)
    }
}
