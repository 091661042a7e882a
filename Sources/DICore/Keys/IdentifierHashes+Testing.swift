import CDIAtomics

extension IdentifierHashes {
    /// Remembers `hash` for `id`, as a mixed entry, or a freed string's bits now another's, leaves it.
    ///
    /// A test hook, for the look-ups that must not trust what is remembered: never call it on a path an app runs.
    package static func remember<ID: Hashable>(_ hash: Int, for id: ID) {
        guard let (first, second) = bits(of: id) else { return }
        let entry = cdi_identifier_hash_entry(index(first, second)).unsafelyUnwrapped
        cdi_atomic_store_release(entry, first)
        cdi_atomic_store_release(entry + 1, second)
        cdi_atomic_store_release(entry + 2, hash)
    }
}
