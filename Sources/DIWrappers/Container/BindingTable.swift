/// A container's bindings, indexed so the common lookup (no identifier) hashes only a type identity.
///
/// Unnamed bindings are keyed by `ObjectIdentifier` of the service type, so
/// `resolve(Logger.self)` never builds or hashes a full ``DependencyKey``;
/// identified bindings are keyed by their ``DependencyKey``, whose string and
/// integer identifiers hash and compare without an existential. Lookups cost the
/// same however many bindings the table holds.
@usableFromInline
struct BindingTable {
    /// Where a binding lives in the table: its type identity, and its key if it has an identifier.
    struct Slot {
        fileprivate let typeID: ObjectIdentifier
        fileprivate let named: DependencyKey?

        /// The slot of `key`; `isNamed` says whether the key has an identifier.
        init(_ key: DependencyKey, isNamed: Bool) {
            typeID = ObjectIdentifier(key.serviceType)
            named = isNamed ? key : nil
        }
    }

    @usableFromInline var unnamed = TypeKeyedTable<AnyBinding>()
    private var named: [DependencyKey: AnyBinding] = [:]

    /// The unnamed binding of the type whose identity is `typeID`, prepared for resolving.
    ///
    /// Call only under the owning container's lock.
    @inlinable
    func unnamedBinding(_ typeID: ObjectIdentifier) -> AnyBinding? {
        prepared(unnamed.value(for: typeID))
    }

    /// The binding for `key`, prepared for resolving. Call only under the owning container's lock.
    func binding(for key: DependencyKey) -> AnyBinding? {
        if key.identifier == nil {
            return prepared(unnamed.value(for: ObjectIdentifier(key.serviceType)))
        }
        return prepared(named[key])
    }

    @inlinable
    func prepared(_ binding: AnyBinding?) -> AnyBinding? {
        if let binding, !binding.isPrepared {
            binding.prepare()
        }
        return binding
    }

    /// Stores `binding` at `slot` and returns the binding it replaced, for release outside the lock.
    mutating func insert(_ binding: AnyBinding, at slot: Slot) -> AnyBinding? {
        if let named = slot.named {
            return self.named.updateValue(binding, forKey: named)
        }
        return unnamed.updateValue(binding, for: slot.typeID)
    }

    /// Removes and returns the binding for `key`.
    mutating func remove(_ key: DependencyKey) -> AnyBinding? {
        if key.identifier == nil {
            return unnamed.removeValue(for: ObjectIdentifier(key.serviceType))
        }
        return named.removeValue(forKey: key)
    }

    /// Every binding, in no particular order.
    var all: [AnyBinding] {
        unnamed.values + Array(named.values)
    }

    /// Every bound key, in no particular order.
    var keys: [DependencyKey] {
        all.map(\.key)
    }

    /// The same keys with each binding replaced by `transform(binding)`.
    func mapBindings(_ transform: (AnyBinding) -> AnyBinding) -> BindingTable {
        var copy = BindingTable()
        copy.unnamed = unnamed.mapValues(transform)
        copy.named = named.mapValues(transform)
        return copy
    }
}
