/// A binding whose factory takes arguments: a ``Binding`` of its ``ArgumentFactory``, which it keeps, so the read
/// path finds it as it finds any kept value and the resolve calls it with the arguments it brings.
///
/// Its ``AnyBinding/scope`` is the lifetime of each argument's instance (what the wiring report shows); the factory
/// value itself is kept for the binding's life.
@usableFromInline
final class ArgumentBinding<Arguments, Service>: Binding<ArgumentFactory<Arguments, Service>>, @unchecked Sendable {
    private let make: (Container, Arguments) throws -> Service
    private let identity: ((Arguments) -> AnyHashable)?
    private let isSingleArgument: Bool
    /// The container's factory gate, held by each argument's build rather than by the kept factory value's.
    private let argumentGate: FactorySerialGate?

    /// A binding of `make` under `key` (the key of its ``ArgumentFactory``), keeping one instance per argument that
    /// `identity` tells apart, as `scope` keeps one (a transient binding has no `identity`).
    @usableFromInline
    init(
        key: DependencyKey,
        scope: Scope,
        location: SourceLocation,
        directory: ScopeDirectory,
        serialGate: FactorySerialGate?,
        identity: ((Arguments) -> AnyHashable)?,
        isSingleArgument: Bool,
        make: @escaping (Container, Arguments) throws -> Service
    ) {
        self.make = make
        self.identity = identity
        self.isSingleArgument = isSingleArgument
        self.argumentGate = serialGate
        let factory = ArgumentFactory(
            make: make,
            instances: ArgumentInstances(key: key, scope: scope, directory: directory, serialGate: serialGate),
            identity: identity, isSingleArgument: isSingleArgument)
        super.init(
            key: key, scope: scope, location: location, directory: directory, serialGate: nil,
            cache: InstanceCache(key: key, scope: .singleton, directory: directory), factory: { _ in factory })
    }

    /// A binding of `factory`, whose parameters after the container are the arguments a resolve brings.
    @inlinable
    convenience init<each Argument>(
        key: DependencyKey,
        scope: Scope,
        location: SourceLocation,
        directory: ScopeDirectory,
        serialGate: FactorySerialGate?,
        identity: ((Arguments) -> AnyHashable)?,
        factory: @escaping (Container, repeat each Argument) throws -> Service
    ) where Arguments == (repeat each Argument) {
        var count = 0
        for _ in repeat (each Argument).self {
            count += 1
        }
        self.init(
            key: key, scope: scope, location: location, directory: directory, serialGate: serialGate,
            identity: identity, isSingleArgument: count == 1
        ) { container, arguments in try factory(container, repeat each arguments) }
    }

    override func freshCopy() -> AnyBinding {
        ArgumentBinding(
            key: key, scope: scope, location: location, directory: directory ?? .shared, serialGate: argumentGate,
            identity: identity, isSingleArgument: isSingleArgument, make: make)
    }
}
