/// What a binding with arguments hands out: its factory, called with the arguments a resolve brings.
///
/// A binding of `Service` that takes arguments is stored under the key of `ArgumentFactory<Arguments, Service>`, so
/// its argument types are part of its key, as they are of a Swinject registration's: the resolve finds it through the
/// container's one read path (overrides, parents, recordings and verification included) and then calls it here,
/// with the container that was asked.
///
/// `Arguments` is the argument's type, or a tuple of them for several (`(String, Int)`). A class, so handing out
/// the kept factory retains one object.
@usableFromInline
final class ArgumentFactory<Arguments, Service>: @unchecked Sendable {
    /// Builds the value for the arguments, with the container that was asked.
    @usableFromInline let make: (Container, Arguments) throws -> Service
    /// The instances the binding keeps: one cache per distinct argument, or one transient frame for all.
    @usableFromInline let instances: ArgumentInstances<Service>
    /// What identifies a distinct argument for the binding's scope (`nil` for a transient binding).
    @usableFromInline let identity: ((Arguments) -> AnyHashable)?
    /// Whether `Arguments` is a single argument (so a description wraps it in parentheses).
    let isSingleArgument: Bool

    @usableFromInline
    init(
        make: @escaping (Container, Arguments) throws -> Service,
        instances: ArgumentInstances<Service>,
        identity: ((Arguments) -> AnyHashable)?,
        isSingleArgument: Bool
    ) {
        self.make = make
        self.instances = instances
        self.identity = identity
        self.isSingleArgument = isSingleArgument
    }

    /// The value for `arguments` in a resolution `container` started: the kept instance for an equal argument, or a
    /// new one built inside a resolution frame; observed as its own node (with the arguments) while recording.
    @inlinable
    func value(for arguments: Arguments, from container: Container, location: SourceLocation) throws -> Service {
        if _slowPath(DependencyOverrides.mayBeActive), let recorder = TaskRegion.current?.recorder {
            return try observedValue(for: arguments, from: container, location: location, recorder: recorder)
        }
        return try build(for: arguments, from: container, location: location)
    }

    /// The value, kept per argument by the binding's scope or built anew, its error mapped to the binding's key.
    @inlinable
    func build(for arguments: Arguments, from container: Container, location: SourceLocation) throws -> Service {
        let cache = identity.map { instances.cache(for: $0(arguments)) } ?? instances.transient
        if _slowPath(instances.serialGate != nil) {
            return try instances.serialGate.unsafelyUnwrapped.run(instances.key, location: location) {
                try make(arguments, with: cache, from: container, location: location)
            }
        }
        return try make(arguments, with: cache, from: container, location: location)
    }

    /// The instance `cache` keeps or builds for `arguments`, the factory's error mapped to the binding's key.
    @inlinable @inline(__always)
    func make(
        _ arguments: Arguments, with cache: InstanceCache<Service>, from container: Container, location: SourceLocation
    ) throws -> Service {
        try cache.instance(location: location) {
            do {
                return try make(container, arguments)
            } catch {
                throw Container.diagnostic(for: error, key: instances.key, location: location)
            }
        }
    }

    /// ``build(for:from:location:)`` as a node of its own, named with the arguments, so what the factory resolves
    /// hangs under the value it built in the wiring report and the trace.
    @usableFromInline
    func observedValue(
        for arguments: Arguments, from container: Container, location: SourceLocation, recorder: WiringRecorder
    ) throws -> Service {
        let node = WiringNode(
            kind: .binding, name: "\(String(reflecting: Service.self)), arguments \(describe(arguments))",
            container: container.name, lifetime: instances.scope.name)
        let reused = identity.map { instances.hasInstance(for: $0(arguments)) } ?? false
        return try recorder.observe(node, source: .binding, reused: reused) {
            try build(for: arguments, from: container, location: location)
        }
    }

    /// `("Ada")` or `("Ada", 3)`: the arguments as Swift would print them.
    func describe(_ arguments: Arguments) -> String {
        let text = String(reflecting: arguments)
        return isSingleArgument ? "(\(text))" : text
    }
}

/// The key type of a binding with arguments, whichever its arguments: what a missing-binding error needs to say
/// which arguments a service is bound with.
protocol ArgumentFactoryKey {
    /// The type the binding hands out.
    static var serviceType: any Any.Type { get }
    /// The argument types, e.g. `(Swift.String)` or `(Swift.String, Swift.Int)`.
    static var argumentTypes: String { get }
}

extension ArgumentFactory: ArgumentFactoryKey {
    static var serviceType: any Any.Type {
        Service.self
    }

    static var argumentTypes: String {
        let text = String(reflecting: Arguments.self)
        return text.hasPrefix("(") ? text : "(\(text))"
    }
}
