/// The instances of one binding with arguments: a DICore ``InstanceCache`` per distinct argument, so every scope
/// (singleton, weak, graph, custom) keeps one instance per argument exactly as it keeps one for a plain binding, and
/// ``/DICore/Scope/reset(_:)`` reaches them.
///
/// A cache made for an argument stays for the binding's life (its scope decides whether it still holds an
/// instance), so a binding that caches per argument should see a bounded set of arguments.
@usableFromInline
final class ArgumentInstances<Service>: @unchecked Sendable {
    /// The binding's key, for cycle paths and errors.
    @usableFromInline let key: DependencyKey
    /// The lifetime of each argument's instance.
    let scope: Scope
    /// The isolated test the binding was made in (or the process), which each argument's cache enrols in.
    let directory: ScopeDirectory
    /// The frame of every build of a transient binding: the binding, whatever its arguments, so a factory that
    /// resolves its own binding again is a cycle.
    @usableFromInline let transient: InstanceCache<Service>
    /// The gate of a container made with `serializesFactories: true`, held while an instance is built.
    @usableFromInline let serialGate: FactorySerialGate?
    private let caches = Locked<[AnyHashable: InstanceCache<Service>]>([:])

    @usableFromInline
    init(key: DependencyKey, scope: Scope, directory: ScopeDirectory, serialGate: FactorySerialGate?) {
        self.key = key
        self.scope = scope
        self.directory = directory
        self.serialGate = serialGate
        self.transient = InstanceCache(key: key, scope: .transient, directory: directory)
    }

    /// The cache of the argument `identity` identifies, made on its first resolve.
    @usableFromInline
    func cache(for identity: AnyHashable) -> InstanceCache<Service> {
        caches.withLock { caches in
            if let cache = caches[identity] {
                return cache
            }
            let cache = InstanceCache<Service>(key: key, scope: scope, directory: directory)
            caches[identity] = cache
            return cache
        }
    }

    /// Whether the scope keeps an instance for the argument `identity` identifies (never builds one).
    func hasInstance(for identity: AnyHashable) -> Bool {
        caches.withLock { $0[identity]?.cachedInstance != nil }
    }
}
