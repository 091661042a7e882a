/// DIWrappers' `async` and `@MainActor` spellings on DICore's overrides.
extension DependencyOverrides {
    /// Overrides `type` with an `async` factory, for the override's duration; `resolveAsync` awaits it.
    ///
    /// A synchronous resolve of the key inside the override reports
    /// `DIError.Code.asyncBindingResolvedSynchronously`.
    ///
    /// ```swift
    /// $0.bind(Session.self) { _ in try await Session.inMemory() }
    /// ```
    public mutating func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) async throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        bind(.transient, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Overrides `type` with an `async` factory kept for the override's duration according to `scope`.
    ///
    /// ```swift
    /// $0.bind(.singleton, to: Database.self) { _ in try await Database.inMemory() }
    /// ```
    public mutating func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) async throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        let key = DependencyKey(Service.self, identifier: id)
        let location = SourceLocation(fileID: fileID, line: line)
        let binding = AsyncBinding(key: key, scope: scope, location: location, directory: .current, factory: factory)
        set(key, location: location) { requester in
            try await binding.resolveAsync(from: Container.requesting(requester), location: location)
        }
    }

    /// Overrides `type` with a `@MainActor` factory: synchronous on the main actor, awaited elsewhere.
    ///
    /// ```swift
    /// $0.bind(ProfileStore.self) { @MainActor _ in ProfileStore(user: .preview) }
    /// ```
    public mutating func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping @MainActor (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        bind(.transient, to: type, id: id, factory: factory, fileID: fileID, line: line)
    }

    /// Overrides `type` with a `@MainActor` factory kept according to `scope`: synchronous on the main actor,
    /// awaited (on the main actor) elsewhere.
    ///
    /// ```swift
    /// $0.bind(.singleton, to: ProfileStore.self) { @MainActor _ in
    ///     ProfileStore(user: .preview)
    /// }
    /// ```
    public mutating func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping @MainActor (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        let key = DependencyKey(Service.self, identifier: id)
        let location = SourceLocation(fileID: fileID, line: line)
        let binding = MainActorBinding(
            key: key, scope: scope, location: location, directory: .current, factory: factory)
        set(
            key, location: location,
            syncProduce: { try binding.resolve(from: Container.requesting($0), location: location) },
            asyncProduce: { try await binding.resolveAsync(from: Container.requesting($0), location: location) })
    }
}
