/// A property that resolves its dependency on first read and holds it weakly: Factory's `@WeakLazyInjected`.
///
/// For a reference back to something another object owns (a parent, a coordinator, a shared session): the
/// property never keeps it alive, and reads `nil` once its owners let it go. It resolves once, like ``Inject``:
/// however many threads read it for the first time at once, the binding is resolved once, and they all read what the
/// weak reference still holds. For an instance something else keeps (a singleton, a parent that owns it) that is the
/// one instance; a transient binding's instance has no other owner, so it is released at once and every read is
/// `nil`. A read after the instance was released is `nil`, not a new resolve. The dependency comes from the
/// owner's ``Containerized/container`` in a ``Containerized`` class, else from ``Container/main``; a missing
/// binding traps with the key, the containers searched and the property's line. Only a class instance can be
/// held weakly: a binding that hands out a value type traps on the first read with `DIError.Code.invalidScope`.
///
/// ```swift
/// protocol Coordinator: AnyObject { func finish() }
///
/// final class CheckoutModel {
///     // resolved on first read, never kept alive
///     @WeakInject var coordinator: (any Coordinator)?
///     @WeakInject("checkout") var flow: (any Coordinator)?
///
///     func done() { coordinator?.finish() }
/// }
/// ```
@propertyWrapper
public struct WeakInject<Value> {
    @usableFromInline let key: DependencyKey
    @usableFromInline let location: SourceLocation
    /// The weak reference the first read resolved, shared by copies of the wrapper and resolved once.
    @usableFromInline let instance: InjectedInstance<WeakReference>

    /// Injects the unnamed binding of the property's type, weakly.
    ///
    /// ```swift
    /// @WeakInject var coordinator: (any Coordinator)?
    /// ```
    public init(fileID: String = #fileID, line: UInt = #line) {
        self.key = DependencyKey(Value.self)
        self.location = SourceLocation(fileID: fileID, line: line)
        self.instance = InjectedInstance()
    }

    /// Injects the binding with identifier `id`, weakly.
    ///
    /// ```swift
    /// @WeakInject("checkout") var flow: (any Coordinator)?
    /// ```
    public init(_ id: some Hashable & Sendable, fileID: String = #fileID, line: UInt = #line) {
        self.key = DependencyKey(Value.self, identifier: id)
        self.location = SourceLocation(fileID: fileID, line: line)
        self.instance = InjectedInstance()
        key.requireValidIdentifier(location: location)
    }

    /// The dependency, resolved from ``Container/main`` on first read; `nil` once it was released.
    ///
    /// ```swift
    /// model.coordinator?.finish()
    /// ```
    @inlinable
    public var wrappedValue: Value? {
        instance.value(key: key, location: location) { reference(resolve(from: .main)) }.object as? Value
    }

    /// The dependency of a class instance: from its container if it is ``Containerized``, else from `main`.
    ///
    /// Swift calls this for `@WeakInject` properties of classes; you never call it yourself.
    ///
    /// ```swift
    /// final class Feature: Containerized {
    ///     let container: Container
    ///     // resolved from `container`
    ///     @WeakInject var coordinator: (any Coordinator)?
    ///     init(container: Container) { self.container = container }
    /// }
    /// ```
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: KeyPath<Owner, Value?>,
        storage storageKeyPath: KeyPath<Owner, Self>
    ) -> Value? {
        let wrapper = owner[keyPath: storageKeyPath]
        return wrapper.instance.value(key: wrapper.key, location: wrapper.location) {
            wrapper.reference(wrapper.resolve(from: (owner as? any Containerized)?.container ?? .main))
        }.object as? Value
    }

    /// A weak reference to `value`, or a trap if it is not a class instance (which nothing could hold weakly).
    @usableFromInline
    func reference(_ value: Value) -> WeakReference {
        guard Swift.type(of: value as Any) is AnyClass else {
            DiagnosticReporter.trap(
                DIError(
                    code: .invalidScope,
                    summary: "@WeakInject of \(key) cannot hold its value weakly: "
                        + "\(String(reflecting: Swift.type(of: value as Any))) is not a class.",
                    key: key,
                    rule: "A weak reference holds a class instance only; a value would be released as soon as it "
                        + "was read.",
                    fix: "inject it with @Inject, which keeps it, or bind a class.", location: location))
        }
        return WeakReference(value as AnyObject)
    }

    @usableFromInline
    func resolve(from container: Container) -> Value {
        do {
            return try container.require(
                key, as: Value.self, operation: "@WeakInject of \(Container.callDescription(of: key))",
                location: location)
        } catch {
            DiagnosticReporter.trap(Container.diagnostic(for: error, key: key, location: location))
        }
    }
}

extension WeakInject: Sendable where Value: Sendable {}

/// A reference that does not keep its object alive: what a ``WeakInject`` property's first read kept.
@usableFromInline
struct WeakReference {
    @usableFromInline weak var object: AnyObject?

    @usableFromInline
    init(_ object: AnyObject) {
        self.object = object
    }
}
