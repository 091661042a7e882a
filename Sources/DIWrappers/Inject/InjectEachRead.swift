/// A property that resolves its dependency again on every read, as Fusion's `@Inject` did.
///
/// ``Inject`` resolves once and keeps the instance. Code written for Fusion may rely
/// on the opposite: a transient binding handing out a new value per read, or a re-bind
/// (say, in a test's `setUp`) reaching objects created before it. Write
/// `@InjectEachRead` for those properties; everything else is as with `@Inject` (the
/// same identifiers, ``Containerized`` owners, and a trap naming the key, the
/// containers searched and the property's line when nothing is bound).
///
/// ```swift
/// struct CreateAccountView {
///     @Inject var logger: Logger        // resolved on first read, then kept
///     // a new UUID on every read of a transient binding
///     @InjectEachRead var uuid: UUID
///     @InjectEachRead("slack") var slack: Logger
/// }
/// ```
///
/// Each read costs a full resolve (a kept singleton is still built only once).
@propertyWrapper
public struct InjectEachRead<Value>: Sendable {
    @usableFromInline let key: DependencyKey
    @usableFromInline let location: SourceLocation

    /// Injects the unnamed binding of the property's type, resolved on every read.
    ///
    /// ```swift
    /// @InjectEachRead var uuid: UUID
    /// ```
    public init(fileID: String = #fileID, line: UInt = #line) {
        self.key = DependencyKey(Value.self)
        self.location = SourceLocation(fileID: fileID, line: line)
    }

    /// Injects the binding with identifier `id`, resolved on every read (Fusion's `@Inject("slack")`).
    ///
    /// ```swift
    /// @InjectEachRead("slack") var log: Logger
    /// ```
    public init(_ id: some Hashable & Sendable, fileID: String = #fileID, line: UInt = #line) {
        self.key = DependencyKey(Value.self, identifier: id)
        self.location = SourceLocation(fileID: fileID, line: line)
        key.requireValidIdentifier(location: location)
    }

    /// Injects the binding with identifier `id`, resolved on every read.
    ///
    /// ```swift
    /// @InjectEachRead(id: "a") var first: String
    /// ```
    public init(id: some Hashable & Sendable, fileID: String = #fileID, line: UInt = #line) {
        self.init(id, fileID: fileID, line: line)
    }

    /// The dependency, resolved from ``Container/main`` on this read (structs and non-class owners).
    ///
    /// ```swift
    /// let first = view.uuid, second = view.uuid  // two values of a transient binding
    /// ```
    @inlinable
    public var wrappedValue: Value {
        resolve(from: .main)
    }

    /// The dependency of a class instance, resolved on this read from its container if it is ``Containerized``.
    ///
    /// Swift calls this for `@InjectEachRead` properties of classes; you never call it yourself.
    ///
    /// ```swift
    /// final class Feature: Containerized {
    ///     let container: Container
    ///     // resolved from `container` on every read
    ///     @InjectEachRead var logger: Logger
    ///     init(container: Container) { self.container = container }
    /// }
    /// ```
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: KeyPath<Owner, Value>,
        storage storageKeyPath: KeyPath<Owner, Self>
    ) -> Value {
        owner[keyPath: storageKeyPath].resolve(from: (owner as? any Containerized)?.container ?? .main)
    }

    @usableFromInline
    func resolve(from container: Container) -> Value {
        do {
            return try container.require(
                key, as: Value.self, operation: "@InjectEachRead of \(Container.callDescription(of: key))",
                location: location)
        } catch {
            DiagnosticReporter.trap(Container.diagnostic(for: error, key: key, location: location))
        }
    }
}
