extension Container {
    /// Binds `type` to `value`, which is evaluated on every resolve (it is an autoclosure).
    ///
    /// Re-binding a key replaces the earlier binding, including an instance a singleton kept. The binding's
    /// lifetime is the container's ``defaultScope``: transient, so a new value per resolve, unless the
    /// container was made with another (`Container(defaultScope: .graph)`, as Swinject's `register`).
    ///
    /// ```swift
    /// // a new RemoteLogger per resolve
    /// container.bind(Logger.self, value: RemoteLogger())
    /// container.bind(value: "Hello, world!")               // resolves String.self
    /// // resolves String.self, id "a"
    /// container.bind(id: "a", value: "foo")
    /// ```
    @inlinable
    public func bind<Service, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: consuming ID = Never?.none,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: consume id, scope: defaultScope, fileID: fileID, line: line) { _ in value() }
    }

    /// Binds `type` to a factory that receives the container that asked, for cross-service dependencies.
    ///
    /// The factory runs on every resolve unless the container was made with another ``defaultScope``.
    ///
    /// The factory may throw; ``resolveThrowing(_:id:fileID:line:)-(_,ID,_,_)`` reports its error as
    /// `DIError.Code.factoryFailed`, with the resolution path.
    ///
    /// ```swift
    /// container.bind(Database.self) { container in
    ///     PostgresDatabase(logger: container.resolveAssert(Logger.self))
    /// }
    /// container.bind(Logger.self, factory: { _ in RemoteLogger() })
    /// ```
    @inlinable
    public func bind<Service, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: consuming ID = Never?.none,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: consume id, scope: defaultScope, fileID: fileID, line: line, factory: factory)
    }

    /// Binds a value with an explicit ``/DICore/Scope``: `.singleton` evaluates it once, on first resolve.
    ///
    /// ```swift
    /// // every resolve returns the same UUID
    /// container.bind(.singleton, value: UUID())
    /// container.bind(.weak, to: ImageCache.self, value: ImageCache())
    /// ```
    @inlinable
    public func bind<Service, ID: Hashable & Sendable>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: consuming ID = Never?.none,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: consume id, scope: scope, fileID: fileID, line: line) { _ in value() }
    }

    /// Binds a factory with an explicit ``/DICore/Scope`` (transient, singleton, lazy, weak, graph or custom).
    ///
    /// A singleton's factory runs once, even under concurrent first resolves, and resolves its
    /// own dependencies from the container that asked first. Built from a task-local override,
    /// the instance is that override region's own, and the live one is built after the region.
    ///
    /// ```swift
    /// container.bind(.singleton, to: JobQueue.self) { container in
    ///     DatabaseQueue(database: container.resolveAssert(Database.self))
    /// }
    /// ```
    @inlinable
    public func bind<Service, ID: Hashable & Sendable>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: consuming ID = Never?.none,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: consume id, scope: scope, fileID: fileID, line: line, factory: factory)
    }

    /// Fusion's alias of ``bind(_:id:value:fileID:line:)-(_,ID,_,_,_)``.
    ///
    /// ```swift
    /// let myContainer = Container()
    /// myContainer.register(value: "Hello from my container!")
    /// ```
    @inlinable
    public func register<Service, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: consuming ID = Never?.none,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: consume id, scope: defaultScope, fileID: fileID, line: line) { _ in value() }
    }

    /// Fusion's alias of ``bind(_:id:factory:fileID:line:)-(_,ID,(Container)->Service,_,_)``.
    ///
    /// ```swift
    /// myContainer.register(Logger.self) { _ in ConsoleLogger() }
    /// ```
    @inlinable
    public func register<Service, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: consuming ID = Never?.none,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: consume id, scope: defaultScope, fileID: fileID, line: line, factory: factory)
    }

    /// Removes the binding of `type` (and `id`) from this container only; parents are untouched.
    ///
    /// ```swift
    /// container.unbind(Logger.self)
    /// ```
    public func unbind<Service>(_ type: Service.Type, id: (any Hashable & Sendable)? = nil) {
        bindings.remove(DependencyKey(Service.self, identifier: id))
    }

    /// Stores a binding of `factory` under the key of `Service` and `id` (an identifier held as an existential);
    /// with `noTestValueReport`, one whose kept instance reports it in each test that reads it (see
    /// ``LiveOnlyBinding``).
    @inlinable @inline(__always)
    func insert<Service>(
        _ type: Service.Type,
        id: (any Hashable & Sendable)?,
        scope: Scope,
        fileID: String,
        line: UInt,
        noTestValueReport: DIError? = nil,
        factory: @escaping (Container) throws -> Service
    ) {
        let key = DependencyKey(Service.self, identifier: id)
        let word = BindingTable.word(of: key)
        insert(
            key, word: word, scope: scope, location: SourceLocation(fileID: fileID, line: line),
            noTestValueReport: noTestValueReport, factory: factory)
    }

    /// ``insert(_:id:scope:fileID:line:noTestValueReport:factory:)`` with an identifier of a known type (`Never?`
    /// when the caller named none): the key is built without an existential, and a string or integer is hashed
    /// once, from the caller's value. The public forms take `id` consuming, as this does, so a string the caller
    /// made moves into the key rather than being copied and released.
    @inlinable @inline(__always)
    func insert<Service, ID: Hashable & Sendable>(
        _ type: Service.Type,
        id: consuming ID,
        scope: Scope,
        fileID: String,
        line: UInt,
        factory: @escaping (Container) throws -> Service
    ) {
        let key: DependencyKey
        let word: Int
        if ID.self == Never?.self {
            key = DependencyKey(anyType: Service.self)
            word = ConcurrentTable<AnyBinding>.word(of: Service.self)
        } else if ID.self == String.self || ID.self == Int.self {
            word = BindingTable.word(of: Service.self, id: id)
            key = DependencyKey(Service.self, identifiedBy: consume id)
        } else {
            key = DependencyKey(Service.self, identifiedBy: id)
            word = BindingTable.word(of: key)
        }
        insert(
            key, word: word, scope: scope, location: SourceLocation(fileID: fileID, line: line),
            noTestValueReport: nil, factory: factory)
    }

    /// Stores a binding of `factory` for `key`, whose ``BindingTable/word(of:)`` is `word`.
    ///
    /// Inlinable, so the caller's specialisation makes `Binding<Service>` without asking the runtime for its
    /// metadata: binding costs about what inserting a factory into a dictionary costs.
    @inlinable @inline(__always)
    func insert<Service>(
        _ key: consuming DependencyKey,
        word: Int,
        scope: Scope,
        location: SourceLocation,
        noTestValueReport: DIError?,
        initCompleted: ((Container, Service) throws -> Void)? = nil,
        factory: @escaping (Container) throws -> Service
    ) {
        key.requireValidIdentifier(location: location)
        // The table keeps the reference the binding was made with: retained and released here, it would cost two
        // atomic updates of its count.
        bindings.store(
            retained: .passRetained(
                withContainerDecorators(
                    Self.newBinding(
                        key, scope: scope, location: location, serialGate: factoryGate,
                        noTestValueReport: noTestValueReport, initCompleted: initCompleted, factory: factory))),
            word: word)
    }

    /// A new binding of `factory` for `key`; with `noTestValueReport`, one whose kept instance reports it in each
    /// test that reads it (see ``LiveOnlyBinding``).
    @inlinable @inline(__always)
    static func newBinding<Service>(
        _ key: consuming DependencyKey,
        scope: Scope,
        location: SourceLocation,
        serialGate: FactorySerialGate?,
        noTestValueReport: DIError?,
        initCompleted: ((Container, Service) throws -> Void)? = nil,
        factory: @escaping (Container) throws -> Service
    ) -> AnyBinding {
        // A transient binding keeps no instance, so it needs no directory (nor the task-local read that finds one).
        let directory = scope.kind == .transient ? nil : bindingDirectory()
        if let noTestValueReport {
            return LiveOnlyBinding(
                key: key, scope: scope, location: location, directory: directory, serialGate: serialGate,
                noTestValueReport: noTestValueReport, factory: factory)
        }
        return Binding(
            key: key, scope: scope, location: location, directory: directory, serialGate: serialGate,
            initCompleted: initCompleted, factory: factory)
    }

    /// The directory a binding that keeps instances belongs to: the isolated test it is made in, else the
    /// process's.
    @usableFromInline
    static func bindingDirectory() -> ScopeDirectory {
        ScopeDirectory.current
    }
}
