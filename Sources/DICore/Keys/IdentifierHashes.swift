import CDIAtomics

/// The hashes of the string and integer identifiers hashed last, found again by the identifier's bits: a named
/// resolve asks for the same few identifiers over and over, and hashing a string is most of what it costs.
///
/// A hash found here only steers a look-up, whose match compares the identifier itself: the bits of a string can be
/// those of another once the first one's memory is freed, and two threads writing one entry can leave it mixed. So a
/// look-up that finds nothing by a remembered hash calls ``forget(_:)`` and looks again with a hash of its own
/// (`hashValue`, which is what this remembers), and a wrong entry costs a look-up, never a wrong answer.
@usableFromInline
package enum IdentifierHashes {
    /// `id.hashValue`, remembered by `id`'s bits (see ``IdentifierHashes``); for a `String` or `Int` identifier.
    @inlinable @inline(__always)
    package static func hash<ID: Hashable>(of id: ID) -> Int {
        guard let (first, second) = bits(of: id) else { return id.hashValue }
        let entry = cdi_identifier_hash_entry(index(first, second)).unsafelyUnwrapped
        if cdi_atomic_load_relaxed(entry) == first, cdi_atomic_load_relaxed(entry + 1) == second {
            return cdi_atomic_load_relaxed(entry + 2)
        }
        let hash = id.hashValue
        cdi_atomic_store_release(entry, first)
        cdi_atomic_store_release(entry + 1, second)
        cdi_atomic_store_release(entry + 2, hash)
        return hash
    }

    /// Forgets the hash remembered for `id`, after a look-up by it found nothing: it may be another identifier's.
    @inlinable
    package static func forget<ID: Hashable>(_ id: ID) {
        guard let (first, second) = bits(of: id) else { return }
        let entry = cdi_identifier_hash_entry(index(first, second)).unsafelyUnwrapped
        // Zero bits are no identifier's: an integer's second word is 1, and a string's never 0.
        cdi_atomic_store_release(entry, 0)
        cdi_atomic_store_release(entry + 1, 0)
    }

    /// `id`'s bits as two words: a string's two, an integer's one and 1; `nil` for an identifier of another size.
    @inlinable @inline(__always)
    package static func bits<ID>(of id: ID) -> (Int, Int)? {
        let words = MemoryLayout<ID>.size / MemoryLayout<Int>.size
        guard MemoryLayout<ID>.size % MemoryLayout<Int>.size == 0, words == 1 || words == 2 else { return nil }
        return withUnsafeBytes(of: id) { raw in
            (raw.load(as: Int.self), words == 2 ? raw.load(fromByteOffset: MemoryLayout<Int>.size, as: Int.self) : 1)
        }
    }

    @inlinable @inline(__always)
    package static func index(_ first: Int, _ second: Int) -> Int {
        Int(bitPattern: (UInt(bitPattern: first ^ second) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }
}
