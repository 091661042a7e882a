/// A container's bindings: found without a lock, by type identity alone for the common unnamed lookup.
///
/// Two DICore ``ConcurrentTable``s: unnamed bindings keyed by their type's identity, identified ones by their
/// key's hash (computed once, when bound) with the key compared on a match. Readers search inside a
/// ``ReadSection`` and get the binding unretained; a binding a later `bind` replaces (or `unbind` removes) is
/// released, with the instance it kept, once no reader can hold it, before that call returns. Beside them, a
/// ``BindingMissIndex`` answers what a resolve that finds nothing asks without a look at every binding.
@usableFromInline
final class BindingTable: @unchecked Sendable {
    @usableFromInline let unnamed: ConcurrentTable<AnyBinding>
    /// Writes under `unnamed`'s lock: a container's bindings change rarely, and a fresh one makes one lock.
    @usableFromInline let named: ConcurrentTable<AnyBinding>
    /// Read and changed only under `named`'s lock.
    private var missIndex = BindingMissIndex()

    init() {
        unnamed = ConcurrentTable()
        named = ConcurrentTable(sharingLockOf: unnamed)
    }

    /// The unnamed binding of the type whose word is `typeWord`, unretained; call inside a read section.
    @inlinable
    func unnamedBinding(_ typeWord: Int) -> Unmanaged<AnyBinding>? {
        unnamed.object(for: typeWord)
    }

    /// The binding for `key`, unretained; call inside a read section.
    @inlinable
    func binding(for key: borrowing DependencyKey, word: Int) -> Unmanaged<AnyBinding>? {
        key.identifier == nil ? unnamed.object(for: word) : named.object(for: word) { $0.isBound(to: key) }
    }

    /// The word a key is stored under: its type's identity, or (with an identifier) the identifier's hash mixed
    /// with it. One hash of the identifier's own value, as a dictionary keyed by it would compute.
    @inlinable
    static func word(of key: borrowing DependencyKey) -> Int {
        let typeWord = ConcurrentTable<AnyBinding>.word(of: key.serviceType)
        guard let identifier = key.identifier else { return typeWord }
        switch identifier.kind {
        case .string: return word(typeWord, identifierHash: identifier.string.hashValue)
        case .integer: return word(typeWord, identifierHash: identifier.integer.hashValue)
        case .other: return word(typeWord, identifierHash: identifier.other.unsafelyUnwrapped.hash)
        }
    }

    /// The word of the binding of `Service` with the string or integer `id`: ``word(of:)`` of its key, without the key.
    @inlinable @inline(__always)
    static func word<Service, ID: Hashable>(of type: Service.Type, id: ID) -> Int {
        word(ConcurrentTable<AnyBinding>.word(of: Service.self), identifierHash: id.hashValue)
    }

    /// ``word(of:id:)`` from the hash ``/DICore/IdentifierHashes`` remembers, which may be another identifier's: for a
    /// look-up only, which compares the key it finds and, finding nothing, forgets the hash and asks ``word(of:)``.
    @inlinable @inline(__always)
    static func rememberedWord<Service, ID: Hashable>(of type: Service.Type, id: ID) -> Int {
        word(ConcurrentTable<AnyBinding>.word(of: Service.self), identifierHash: IdentifierHashes.hash(of: id))
    }

    @inlinable @inline(__always)
    static func word(_ typeWord: Int, identifierHash: Int) -> Int {
        let mixed = Int(bitPattern: UInt(bitPattern: typeWord) &* 0x9E37_79B9_7F4A_7C15) ^ identifierHash
        return mixed == 0 ? 1 : mixed
    }

    /// Stores `binding`, replacing any binding of its key; the replaced binding (and what it kept) is released
    /// once no reader can hold it, before this returns.
    func store(_ binding: AnyBinding) {
        store(retained: .passRetained(binding), word: Self.word(of: binding.key))
    }

    /// ``store(_:)`` of a binding whose key's ``word(of:)`` the caller already has; a binding that decorates
    /// `source` and replaces it is not a duplicate of it.
    func store(_ binding: AnyBinding, word: Int, decorating source: AnyBinding) {
        store(retained: .passRetained(binding), word: word, decorating: source)
    }

    /// ``store(_:word:decorating:)`` of a binding handed over retained: `bind` passes the reference it made the
    /// binding with, so the table keeps it without counting a reference (see ``ConcurrentTable``'s `store`).
    @usableFromInline
    func store(retained binding: Unmanaged<AnyBinding>, word: Int, decorating source: AnyBinding? = nil) {
        // What the binding says is read before it is published: from then on a racing `bind` may replace and free
        // it. Each table is named in its own branch: a table held in a local would be retained for the call.
        let kind = binding._withUnsafeGuaranteedRef { $0.key.identifier?.kind }
        if kind == nil {
            publish(binding, word: word, in: unnamed, decorating: source)
        } else if !BindingMissIndex.indexes(kind) {
            publish(binding, word: word, in: named, decorating: source)
        } else {
            let key = binding._withUnsafeGuaranteedRef { $0.key }
            publish(binding, word: word, in: named, decorating: source)
            named.withLock { missIndex.insert(identified: key) }
        }
    }

    /// Stores `binding` in `table`, taking over its reference, and releases the binding it replaces.
    private func publish(
        _ retained: Unmanaged<AnyBinding>,
        word: Int,
        in table: ConcurrentTable<AnyBinding>,
        decorating source: AnyBinding?
    ) {
        let replaced = retained._withUnsafeGuaranteedRef { binding in
            table.store(
                retained: retained, for: word, replacing: { $0.isBound(to: binding.key) },
                prepare: { earlier in
                    binding.assembly =
                        earlier != nil && earlier === source ? earlier?.assembly : AssemblyInProgress.name
                    // A type's declared values stand in until it is bound: replacing them is no duplicate.
                    if let earlier, !earlier.isDeclared || earlier === source {
                        binding.isDeclared = earlier.isDeclared
                        binding.replacedLocation = earlier === source ? earlier.replacedLocation : earlier.location
                        binding.replacedAssembly = earlier === source ? earlier.replacedAssembly : earlier.assembly
                    }
                })
        }
        if let replaced {
            ReadSection.release(replaced)
        }
    }

    /// The unnamed binding for `key`, or `binding`, stored now if there is none (checked and stored under the
    /// table's lock, so of racing callers one stores and all get what it stored).
    func binding(for key: DependencyKey, orStore binding: AnyBinding) -> AnyBinding {
        unnamed.object(for: Self.word(of: key)) { binding }
    }

    /// Stores `binding`, a binding with arguments handing out `service`, as ``store(_:)`` does, and indexes it.
    func store(_ binding: AnyBinding, withArgumentsHandingOut service: any Any.Type) {
        store(binding)
        named.withLock { missIndex.insert(withArguments: binding.key, service: service) }
    }

    /// What `read` finds in the ``BindingMissIndex``, read under its lock.
    func readMissIndex<Result>(_ read: (BindingMissIndex) -> Result) -> Result {
        named.withLock { read(missIndex) }
    }

    /// Removes the binding for `key`, released like a replaced one; returns whether there was one.
    @discardableResult
    func remove(_ key: DependencyKey) -> Bool {
        let table = key.identifier == nil ? unnamed : named
        named.withLock { missIndex.remove(key) }
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
