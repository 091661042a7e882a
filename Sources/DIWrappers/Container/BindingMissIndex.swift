/// What a resolve that finds nothing needs to know about a container's bindings, kept as they are bound, so a miss
/// looks its key up instead of looking at every binding.
///
/// A superset: a key may stay after its binding is gone, so a reader checks that each key found is still bound.
/// Unnamed bindings without arguments (the common `bind`) are not indexed: a miss finds those by their key.
struct BindingMissIndex {
    /// A service and an identifier as Fusion compared it: an `AnyHashable`, which equates `1`, `1 as UInt8` and
    /// `1.0`.
    struct FusionIdentity: Hashable {
        let service: ObjectIdentifier
        let identifier: AnyHashable

        init(_ key: DependencyKey, identifier: DependencyIdentifier) {
            service = key.typeID
            self.identifier = AnyHashable(identifier.base)
        }
    }

    /// The identified keys, by their ``FusionIdentity``.
    private var identified: [FusionIdentity: Set<DependencyKey>] = [:]
    /// The keys of bindings with arguments, by the service they hand out.
    private var withArguments: [ObjectIdentifier: Set<DependencyKey>] = [:]

    /// Indexes an identified key.
    mutating func insert(identified key: DependencyKey) {
        guard let identifier = key.identifier else { return }
        identified[FusionIdentity(key, identifier: identifier), default: []].insert(key)
    }

    /// Indexes the key of a binding with arguments that hands out `service`.
    mutating func insert(withArguments key: DependencyKey, service: any Any.Type) {
        withArguments[ObjectIdentifier(service), default: []].insert(key)
    }

    /// Forgets `key`, whichever way it was indexed.
    mutating func remove(_ key: DependencyKey) {
        if let identifier = key.identifier {
            identified[FusionIdentity(key, identifier: identifier)]?.remove(key)
        }
        if let arguments = key.serviceType as? any ArgumentFactoryKey.Type {
            withArguments[ObjectIdentifier(arguments.serviceType)]?.remove(key)
        }
    }

    /// The identified keys Fusion's comparison equates with `key` (`key` itself among them, if bound).
    func fusionEquals(of key: DependencyKey) -> Set<DependencyKey> {
        guard let identifier = key.identifier else { return [] }
        return identified[FusionIdentity(key, identifier: identifier)] ?? []
    }

    /// The keys of bindings with arguments that hand out `service`.
    func keysWithArguments(handingOut service: ObjectIdentifier) -> Set<DependencyKey> {
        withArguments[service] ?? []
    }
}
