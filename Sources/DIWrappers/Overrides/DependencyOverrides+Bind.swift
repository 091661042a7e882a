/// Bindings that replace a container's for the duration of `Container.withOverrides(_:operation:)`.
///
/// It is DICore's task-local ``/DICore/DependencyOverrides`` (the value DITesting's
/// `.dependencies { … }` trait hands you, too), to which DIWrappers adds the same `bind`
/// spellings a container has. An override is seen by every container (and every
/// DIToolkit style reading the same key) inside the operation, in that task tree
/// only (a `Task { }` started inside keeps it after the operation returns). Tests
/// running in parallel do not see each other's overrides. An override wins over a binding even if the binding was
/// already resolved.
///
/// ```swift
/// Container.withOverrides {
///     $0.bind(Logger.self, value: ConsoleLogger())
///     $0.bind(.singleton, to: Database.self) { _ in InMemoryDatabase() }
/// } operation: {
///     #expect(CreateAccountView().createAccount(for: "a@b.c"))
/// }
/// ```
public typealias ContainerOverrides = DependencyOverrides

/// DIWrappers' spellings on DICore's overrides: the `bind` forms of ``Container``.
extension DependencyOverrides {
    /// Overrides `type` with `value`, evaluated on every resolve.
    ///
    /// ```swift
    /// $0.bind(Logger.self, value: ConsoleLogger())
    /// ```
    @inlinable
    public mutating func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        // The override is the value's own expression: no binding, no resolution frame and no cast on the read.
        let key = DependencyKey(Service.self, identifier: id)
        let produce = OverrideValue(value)
        set(key, location: SourceLocation(fileID: fileID, line: line)) { _ in produce.make() }
    }

    /// Overrides `type` with a factory that receives the container that asked.
    ///
    /// ```swift
    /// $0.bind(Database.self) { container in
    ///     InMemoryDatabase(logger: container.resolveAssert(Logger.self))
    /// }
    /// ```
    @inlinable
    public mutating func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: id, scope: .transient, fileID: fileID, line: line, factory: factory)
    }

    /// Overrides `type` with a value kept for the override's duration according to `scope`.
    ///
    /// ```swift
    /// $0.bind(.singleton, value: UUID())
    /// ```
    @inlinable
    public mutating func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: id, scope: scope, fileID: fileID, line: line) { _ in value() }
    }

    /// Overrides `type` with a factory kept for the override's duration according to `scope`.
    ///
    /// ```swift
    /// $0.bind(.singleton, to: Database.self) { _ in InMemoryDatabase() }
    /// ```
    @inlinable
    public mutating func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: id, scope: scope, fileID: fileID, line: line, factory: factory)
    }

    /// Removes an override made by an outer scope, so the container's own binding is used again.
    ///
    /// ```swift
    /// $0.remove(Logger.self)
    /// ```
    public mutating func remove<Service>(_ type: Service.Type, id: (any Hashable & Sendable)? = nil) {
        remove(DependencyKey(Service.self, identifier: id))
    }

    @inlinable
    mutating func insert<Service>(
        _ type: Service.Type,
        id: (any Hashable & Sendable)?,
        scope: Scope,
        fileID: String,
        line: UInt,
        factory: @escaping (Container) throws -> Service
    ) {
        let key = DependencyKey(Service.self, identifier: id)
        let location = SourceLocation(fileID: fileID, line: line)
        set(Binding(key: key, scope: scope, location: location, directory: .current, factory: factory))
    }

    /// Overrides `binding`'s key with `binding`, which builds (and keeps, by its scope) for the container that asked.
    @inlinable
    mutating func set<Value>(_ binding: Binding<Value>) {
        let location = binding.location
        set(
            binding.key, location: location,
            factory: { requester in
                try binding.resolve(from: Container.requesting(requester), location: location)
            })
    }
}

/// The expression of a `bind(_:value:)` override, evaluated on each resolve like a container's `value:`.
///
/// DIWrappers' rule for bound values applies (bind `Sendable` types, or main-actor types resolved on the main
/// actor, when several threads resolve them): the expression is handed to whichever thread resolves it.
@usableFromInline
struct OverrideValue<Value>: @unchecked Sendable {
    @usableFromInline let make: () -> Value

    @usableFromInline
    init(_ make: @escaping () -> Value) {
        self.make = make
    }
}
