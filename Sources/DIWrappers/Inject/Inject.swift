/// A property that resolves its dependency once and keeps that instance for the owner's lifetime.
///
/// Inside a ``Containerized`` class the dependency comes from the owner's
/// ``Containerized/container``; anywhere else (structs, other classes) from
/// ``Container/main``. A missing binding traps with a message naming the key,
/// the containers searched and the nearest bindings.
///
/// ```swift
/// struct CreateAccountView {
///     @Inject var logger: Logger
///     @Inject("a") var first: String
///     @Inject(id: "b") var second: String
/// }
///
/// final class JokeViewModel {
///     // Vaccine's spelling
///     @Inject(ChuckNorrisServicing.self) private var service
/// }
/// ```
///
/// ## When it resolves
///
/// Fusion's spellings (`@Inject var logger: Logger`, `@Inject("a")`, `@Inject(id:)`)
/// resolve on the first read and keep that instance, so a transient service is usable
/// as a stored dependency; concurrent first reads agree on one instance. Fusion itself
/// re-resolved on every read: write ``InjectEachRead`` (`@InjectEachRead var uuid: UUID`)
/// where code relies on that.
///
/// Vaccine's spelling (`@Inject(ChuckNorrisServicing.self) private var service`) resolves
/// from ``Container/main`` when the owner is created, as Vaccine did, so a missing cure
/// stops the app at the owner's creation. Vaccine had one store; in a ``Containerized``
/// class whose container is not `main`, this spelling still reads `main`, and the first
/// read reports `DIError.Code.migrationDifference` (write `@Inject var service: Service` there).
///
/// Property wrappers need a `var`, so a `Sendable` class cannot hold
/// `@Inject`; resolve in its initialiser with
/// ``dependency(_:id:from:fileID:line:)`` and keep the result in a `let`.
@propertyWrapper
public struct Inject<Value> {
    @usableFromInline let key: DependencyKey
    @usableFromInline let location: SourceLocation
    @usableFromInline let instance: InjectedInstance<Value>

    /// Injects the unnamed binding of the property's type.
    ///
    /// ```swift
    /// @Inject var logger: Logger
    /// ```
    public init(fileID: String = #fileID, line: UInt = #line) {
        self.key = DependencyKey(Value.self)
        self.location = SourceLocation(fileID: fileID, line: line)
        self.instance = InjectedInstance()
    }

    /// Injects the binding with identifier `id` (Fusion's spelling).
    ///
    /// ```swift
    /// @Inject("slack") var log: Logger
    /// ```
    public init(_ id: some Hashable & Sendable, fileID: String = #fileID, line: UInt = #line) {
        self.key = DependencyKey(Value.self, identifier: id)
        self.location = SourceLocation(fileID: fileID, line: line)
        self.instance = InjectedInstance()
        key.requireValidIdentifier(location: location)
    }

    /// Injects the binding with identifier `id`.
    ///
    /// ```swift
    /// @Inject(id: "a") var first: String
    /// ```
    public init(id: some Hashable & Sendable, fileID: String = #fileID, line: UInt = #line) {
        self.init(id, fileID: fileID, line: line)
    }

    /// Injects `type`, resolved from ``Container/main`` right now, when the owner is created (Vaccine's spelling).
    ///
    /// ```swift
    /// @Inject(ChuckNorrisServicing.self) private var service
    /// @Inject(Logger.self, id: "slack") private var slack
    /// ```
    public init(
        _ type: Value.Type,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        self.key = DependencyKey(Value.self, identifier: id)
        self.location = SourceLocation(fileID: fileID, line: line)
        key.requireValidIdentifier(location: location)
        self.instance = InjectedInstance(readsMainAtCreation: true)
        // A verification creates consumers only to read their declarations: it checks this key itself.
        if VerificationSession.current == nil {
            instance.resolvedAtCreation = Self.resolveAtCreation(key, location: location)
        }
    }

    /// The dependency, resolved from ``Container/main`` on first access (structs and non-class owners).
    ///
    /// ```swift
    /// logger.log("Creating an account")
    /// ```
    @inlinable
    public var wrappedValue: Value {
        instance.value(key: key, location: location) { resolve(from: .main) }
    }

    /// The dependency of a class instance: from its container if it is ``Containerized``, else from `main`.
    ///
    /// Swift calls this for `@Inject` properties of classes; you never call it yourself.
    ///
    /// ```swift
    /// final class Feature: Containerized {
    ///     let container: Container
    ///     @Inject var logger: Logger  // resolved from `container`
    ///     init(container: Container) { self.container = container }
    /// }
    /// ```
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: KeyPath<Owner, Value>,
        storage storageKeyPath: KeyPath<Owner, Self>
    ) -> Value {
        let wrapper = owner[keyPath: storageKeyPath]
        return wrapper.instance.value(key: wrapper.key, location: wrapper.location) {
            let container = (owner as? any Containerized)?.container ?? .main
            if let resolved = wrapper.instance.resolvedAtCreation {
                wrapper.reportIfNotFrom(container, owner: Owner.self)
                return resolved
            }
            return wrapper.resolve(from: container)
        }
    }

    @usableFromInline
    func resolve(from container: Container) -> Value {
        instance.resolvedAtCreation ?? Self.resolve(key, from: container, location: location)
    }

    static func resolve(_ key: DependencyKey, from container: Container, location: SourceLocation) -> Value {
        do {
            return try container.require(
                key, as: Value.self, operation: "@Inject of \(Container.callDescription(of: key))",
                location: location)
        } catch {
            DiagnosticReporter.trap(Container.diagnostic(for: error, key: key, location: location))
        }
    }
}

extension Inject: Sendable where Value: Sendable {}
