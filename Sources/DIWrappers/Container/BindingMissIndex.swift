/// What a resolve that finds nothing needs to know about a container's bindings, kept as they are bound, so a miss
/// looks its key up instead of looking at every binding.
///
/// A superset: a key may stay after its binding is gone, so a reader checks that each key found is still bound.
/// Unnamed bindings without arguments (the common `bind`) are not indexed: a miss finds those by their key.
struct BindingMissIndex {
    /// The keys identified by a number or another non-string value, by the word of their service and of their
    /// identifier as Fusion compared it (an `AnyHashable`, which equates `1`, `1 as UInt8` and `1.0`): keys whose
    /// identifiers Fusion equated share a word. A string identifier equals, as an `AnyHashable`, only the same
    /// string, so string-identified keys (most of them) are not indexed.
    private var identified: [Int: [DependencyKey]] = [:]
    /// The keys of bindings with arguments, by the service they hand out.
    private var withArguments: [ObjectIdentifier: [DependencyKey]] = [:]

    /// Whether a key whose identifier is of `kind` is indexed: one identified by a number or another non-string value.
    static func indexes(_ kind: DependencyIdentifier.Kind?) -> Bool {
        kind == .integer || kind == .other
    }

    /// The word of `key`'s service and of `identifier` hashed as an `AnyHashable`.
    private static func fusionWord(of key: DependencyKey, identifier: DependencyIdentifier) -> Int {
        var hasher = Hasher()
        hasher.combine(key.typeID)
        hasher.combine(AnyHashable(identifier.base))
        return hasher.finalize()
    }

    /// Indexes an identified key (once, however often it is bound).
    mutating func insert(identified key: DependencyKey) {
        guard let identifier = key.identifier, Self.indexes(identifier.kind) else { return }
        let word = Self.fusionWord(of: key, identifier: identifier)
        if identified[word]?.contains(key) != true {
            identified[word, default: []].append(key)
        }
    }

    /// Indexes the key of a binding with arguments that hands out `service`.
    mutating func insert(withArguments key: DependencyKey, service: any Any.Type) {
        let service = ObjectIdentifier(service)
        if withArguments[service]?.contains(key) != true {
            withArguments[service, default: []].append(key)
        }
    }

    /// Forgets `key`, whichever way it was indexed.
    mutating func remove(_ key: DependencyKey) {
        if let identifier = key.identifier, Self.indexes(identifier.kind) {
            let word = Self.fusionWord(of: key, identifier: identifier)
            identified[word]?.removeAll { $0 == key }
            if identified[word]?.isEmpty == true {
                identified[word] = nil
            }
        }
        if let arguments = key.serviceType as? any ArgumentFactoryKey.Type {
            withArguments[ObjectIdentifier(arguments.serviceType)]?.removeAll { $0 == key }
        }
    }

    /// The indexed keys of `key`'s service whose identifiers Fusion's comparison equates with `key`'s (`key`
    /// itself among them, if bound); a string-identified match is found by its key, see `Container.fusionMatch`.
    func fusionEquals(of key: DependencyKey) -> [DependencyKey] {
        guard let identifier = key.identifier else { return [] }
        let wanted = AnyHashable(identifier.base)
        return (identified[Self.fusionWord(of: key, identifier: identifier)] ?? []).filter { candidate in
            candidate.typeID == key.typeID && candidate.identifier.map { AnyHashable($0.base) == wanted } == true
        }
    }

    /// The keys of bindings with arguments that hand out `service`.
    func keysWithArguments(handingOut service: ObjectIdentifier) -> [DependencyKey] {
        withArguments[service] ?? []
    }
}
