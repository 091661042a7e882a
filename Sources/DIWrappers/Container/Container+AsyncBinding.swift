/// Bindings whose instance can only be had with `await`: an `async` factory, or a `@MainActor` one.
extension Container {
    /// Binds `type` to an `async` factory, run on every `resolveAsync`.
    ///
    /// Resolve it with ``resolveAsync(_:id:fileID:line:)-method``; a synchronous resolve
    /// (`resolve`, `resolveAssert`, `@Inject`) reports `DIError.Code.asyncBindingResolvedSynchronously`.
    ///
    /// ```swift
    /// container.bind(Session.self) { container in
    ///     try await Session.open(logger: container.resolveAssert(Logger.self))
    /// }
    /// let session = try await container.resolveAsync(Session.self)
    /// ```
    public func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) async throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertAwaited(type, id: id, fileID: fileID, line: line) { key, location, directory in
            AsyncBinding(key: key, scope: .transient, location: location, directory: directory, factory: factory)
        }
    }

    /// Binds an `async` factory with an explicit ``/DICore/Scope``; a singleton's factory runs once, however many
    /// tasks race on its first resolve.
    ///
    /// Tasks that ask while the first build suspends wait for it without blocking a thread. If the
    /// factory throws, the next resolve builds again.
    ///
    /// ```swift
    /// container.bind(.singleton, to: Database.self) { container async throws in
    ///     try await Database.open(path: "app.db")
    /// }
    /// let database = try await container.resolveAsync(Database.self)
    /// ```
    public func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) async throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertAwaited(type, id: id, fileID: fileID, line: line) { key, location, directory in
            AsyncBinding(key: key, scope: scope, location: location, directory: directory, factory: factory)
        }
    }

    /// Binds `type` to a `@MainActor` factory: resolved synchronously on the main actor, with `await` elsewhere.
    ///
    /// A synchronous resolve off the main actor reports
    /// `DIError.Code.asyncBindingResolvedSynchronously` instead of running main-actor code on the
    /// wrong thread; ``resolveAsync(_:id:fileID:line:)-method`` hops to the main actor.
    ///
    /// ```swift
    /// container.bind(ProfileStore.self) { @MainActor _ in ProfileStore() }
    /// ```
    public func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping @MainActor (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertAwaited(type, id: id, fileID: fileID, line: line) { key, location, directory in
            MainActorBinding(key: key, scope: .transient, location: location, directory: directory, factory: factory)
        }
    }

    /// Binds a `@MainActor` factory with an explicit ``/DICore/Scope``.
    ///
    /// ```swift
    /// container.bind(.singleton, to: ProfileStore.self) { @MainActor _ in
    ///     ProfileStore()
    /// }
    /// // on the main actor
    /// let store = container.resolveAssert(ProfileStore.self)
    /// // from anywhere
    /// let same = try await container.resolveAsync(ProfileStore.self)
    /// ```
    public func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping @MainActor (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insertAwaited(type, id: id, fileID: fileID, line: line) { key, location, directory in
            MainActorBinding(key: key, scope: scope, location: location, directory: directory, factory: factory)
        }
    }

    private func insertAwaited<Service>(
        _ type: Service.Type,
        id: (any Hashable & Sendable)?,
        fileID: String,
        line: UInt,
        make: (DependencyKey, SourceLocation, ScopeDirectory) -> Binding<Service>
    ) {
        let key = DependencyKey(Service.self, identifier: id)
        let location = SourceLocation(fileID: fileID, line: line)
        key.requireValidIdentifier(location: location)
        store(make(key, location, .current))
    }
}

/// The `async` and `@MainActor` bindings on ``main``.
extension Container {
    /// Binds `type` to an `async` factory in ``main``.
    ///
    /// ```swift
    /// Container.bind(Session.self) { _ in try await Session.open() }
    /// ```
    public static func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) async throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds an `async` factory with an explicit ``/DICore/Scope`` in ``main``.
    ///
    /// ```swift
    /// Container.bind(.singleton, to: Database.self) { _ async throws in
    ///     try await Database.open(path: "app.db")
    /// }
    /// let database = try await Container.resolveAsync(Database.self)
    /// ```
    public static func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) async throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(scope, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds `type` to a `@MainActor` factory in ``main``.
    ///
    /// ```swift
    /// Container.bind(ProfileStore.self) { @MainActor _ in ProfileStore() }
    /// ```
    public static func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping @MainActor (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Binds a `@MainActor` factory with an explicit ``/DICore/Scope`` in ``main``.
    ///
    /// ```swift
    /// Container.bind(.singleton, to: ProfileStore.self) { @MainActor _ in
    ///     ProfileStore()
    /// }
    /// ```
    public static func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping @MainActor (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(scope, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }
}
