/// A container's bindings: found without a lock, by type identity alone for the common unnamed lookup.
///
/// Two DICore ``ConcurrentTable``s: unnamed bindings keyed by their type's identity, identified ones by their
/// key's hash (computed once, when bound) with the key compared on a match. Readers search inside a
/// ``ReadSection`` and get the binding unretained; a binding a later `bind` replaces (or `unbind` removes) is
/// released, with the instance it kept, once no reader can hold it, before that call returns.
@usableFromInline
final class BindingTable: Sendable {
    @usableFromInline let unnamed = ConcurrentTable<AnyBinding>()
    @usableFromInline let named = ConcurrentTable<AnyBinding>()

    /// The unnamed binding of the type whose word is `typeWord`, unretained; call inside a read section.
    @inlinable
    func unnamedBinding(_ typeWord: Int) -> Unmanaged<AnyBinding>? {
        unnamed.object(for: typeWord)
    }

    /// The binding for `key`, unretained; call inside a read section.
    @inlinable
    func binding(for key: DependencyKey, word: Int) -> Unmanaged<AnyBinding>? {
        key.identifier == nil ? unnamed.object(for: word) : named.object(for: word) { $0.key == key }
    }

    /// The word a key is stored under: its type's identity, or (with an identifier) its hash.
    @inlinable
    static func word(of key: DependencyKey) -> Int {
        guard key.identifier != nil else { return ConcurrentTable<AnyBinding>.word(of: key.serviceType) }
        let hash = key.hashValue
        return hash == 0 ? 1 : hash
    }

    /// Stores `binding`, replacing any binding of its key; the replaced binding (and what it kept) is released
    /// once no reader can hold it, before this returns.
    func store(_ binding: AnyBinding) {
        let key = binding.key
        let table = key.identifier == nil ? unnamed : named
        let replaced = table.store(
            binding, for: Self.word(of: key), replacing: { $0.key == key },
            prepare: { earlier in binding.replacedLocation = earlier?.location })
        ReadSection.release(replaced)
    }

    /// Removes the binding for `key`, released like a replaced one; returns whether there was one.
    @discardableResult
    func remove(_ key: DependencyKey) -> Bool {
        let table = key.identifier == nil ? unnamed : named
        let removed = table.remove(Self.word(of: key)) { $0.key == key }
        ReadSection.release(removed)
        return removed != nil
    }

    /// Every binding, in no particular order.
    var all: [AnyBinding] {
        unnamed.values + named.values
    }

    /// Every bound key, in no particular order.
    var keys: [DependencyKey] {
        all.map(\.key)
    }
}
