/// Fusion's names for the types its `bind` took, so code that spells them out keeps compiling.
extension Container {
    /// Fusion's name for a binding's lifetime: ``/DICore/Scope``, whose `.transient` and `.singleton` are Fusion's two cases.
    ///
    /// Every DICore scope is available through it (`.weak`, `.graph`, `.custom("session")`, …).
    ///
    /// ```swift
    /// let behavior: Container.ResolveBehavior = .singleton
    /// Container.bind(behavior, to: JobQueue.self) { _ in DatabaseQueue() }
    /// ```
    public typealias ResolveBehavior = Scope

    /// Fusion's name for a closure that creates a value of a service.
    ///
    /// ```swift
    /// let makeLogger: Container.Factory<Logger> = { RemoteLogger() }
    /// Container.bind(Logger.self, value: makeLogger())
    /// ```
    public typealias Factory<Service> = () -> Service

    /// Fusion's name for a closure that creates a value of a service from the container that asked.
    ///
    /// A factory passed to `bind` may also throw; a `ContainerFactory` never does, as in Fusion.
    ///
    /// ```swift
    /// let makeDatabase: Container.ContainerFactory<Database> = { container in
    ///     PostgresDatabase(logger: container.resolveAssert(Logger.self))
    /// }
    /// Container.bind(Database.self, factory: makeDatabase)
    /// ```
    public typealias ContainerFactory<Service> = (Container) -> Service
}

/// Fusion's `bind(to:…)` without a lifetime: a binding of the container's default scope, transient as Fusion's
/// `.transient` default made it unless the container was made with another.
extension Container {
    /// Binds `type` to `value`, evaluated on every resolve (Fusion's `bind(to:value:)`).
    ///
    /// ```swift
    /// container.bind(to: Logger.self, value: RemoteLogger())
    /// ```
    public func bind<Service>(
        to type: Service.Type,
        id: (any Hashable & Sendable)? = nil,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        bind(defaultScope, to: type, id: id, value: value(), fileID: fileID, line: line)
    }

    /// Binds `type` to a factory run on every resolve (Fusion's `bind(to:factory:)`).
    ///
    /// ```swift
    /// container.bind(to: String.self) { _ in "Testing1" }
    /// ```
    public func bind<Service>(
        to type: Service.Type,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        bind(defaultScope, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds `type` to `value` in ``main``, evaluated on every resolve.
    ///
    /// ```swift
    /// Container.bind(to: Logger.self, value: RemoteLogger())
    /// ```
    public static func bind<Service>(
        to type: Service.Type,
        id: (any Hashable & Sendable)? = nil,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(main.defaultScope, to: type, id: id, value: value(), fileID: fileID, line: line)
    }

    /// Binds `type` to a factory in ``main``, run on every resolve.
    ///
    /// ```swift
    /// Container.bind(to: JobQueue.self) { container in
    ///     DatabaseQueue(database: container.resolveAssert(Database.self))
    /// }
    /// ```
    public static func bind<Service>(
        to type: Service.Type,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(main.defaultScope, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }
}

/// Fusion's `unbind(type:id:)`.
extension Container {
    /// Removes the binding of `type` (and `id`) from this container only (Fusion's spelling of ``unbind(_:id:)``).
    ///
    /// ```swift
    /// container.unbind(type: Logger.self)
    /// ```
    public func unbind<Service>(type: Service.Type = Service.self, id: (any Hashable & Sendable)? = nil) {
        unbind(type, id: id)
    }

    /// Removes the binding of `type` (and `id`) from ``main``.
    ///
    /// ```swift
    /// Container.unbind(type: Logger.self)
    /// ```
    public static func unbind<Service>(type: Service.Type = Service.self, id: (any Hashable & Sendable)? = nil) {
        main.unbind(type, id: id)
    }
}

/// Fusion's `ResolveBehavior` was a `String` enum; its raw values are the scopes' names.
extension Scope {
    /// The scope's name, as Fusion's `ResolveBehavior.rawValue`: `"transient"` or `"singleton"`.
    ///
    /// ```swift
    /// Container.ResolveBehavior.singleton.rawValue  // "singleton"
    /// ```
    public var rawValue: String {
        name
    }

    /// The built-in scope named `rawValue` (`"transient"`, `"singleton"`, `"lazy"`, `"weak"`, `"graph"`), else `nil`.
    ///
    /// ```swift
    /// Container.ResolveBehavior(rawValue: "singleton") == .singleton  // true
    /// ```
    public init?(rawValue: String) {
        guard let scope = [Scope.transient, .singleton, .lazy, .weak, .graph].first(where: { $0.name == rawValue })
        else { return nil }
        self = scope
    }
}
