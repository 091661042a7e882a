import CDIAtomics

/// A lock-free map from a type to an object that lives for the rest of the process.
///
/// The concurrent sibling of ``TypeKeyedTable`` (same hash of the type's identity): that one is a value
/// for state that changes (a container's bindings, a region's overrides) and is guarded by its owner; this
/// one is shared by every thread, only grows, and never frees an entry, so a reader needs no lock and no
/// reclamation scheme.
///
/// For per-type storage on hot paths (a registry class's state, found on every
/// `shared`): a lookup is a short linear probe of acquire loads over raw words,
/// with no lock, no hashing of a ``DependencyKey`` and no reference counting of
/// the table. Inserts take a lock and are idempotent. Entries are never removed
/// and their objects are retained forever, which is what makes handing out an
/// unretained reference safe. Beyond `capacity` entries the rest live in a
/// locked overflow dictionary (correct, slower).
///
/// ```swift
/// let states = LockFreeTypeTable<RegistryState>(capacity: 1024)
/// let state = states.insert(RegistryState(), for: CoreRegistry.self)
/// let again = states.unmanagedValue(for: ObjectIdentifier(CoreRegistry.self))?.takeUnretainedValue()
/// ```
@usableFromInline
package final class LockFreeTypeTable<Value: AnyObject>: @unchecked Sendable {
    @usableFromInline let mask: Int
    @usableFromInline let typeWords: UnsafeMutablePointer<Int>
    @usableFromInline let valueWords: UnsafeMutablePointer<Int>
    private let insertLock = Lock()
    private var overflow: [ObjectIdentifier: Value] = [:]

    /// Creates an empty table with room for `capacity` entries (rounded up to a power of two).
    package init(capacity: Int) {
        var size = 1
        while size < max(capacity, 2) { size <<= 1 }
        mask = size - 1
        typeWords = .allocate(capacity: size)
        typeWords.initialize(repeating: 0, count: size)
        valueWords = .allocate(capacity: size)
        valueWords.initialize(repeating: 0, count: size)
    }

    deinit {
        for index in 0...mask {
            if let pointer = UnsafeRawPointer(bitPattern: valueWords[index]) {
                Unmanaged<Value>.fromOpaque(pointer).release()
            }
        }
        typeWords.deallocate()
        valueWords.deallocate()
    }

    /// The object stored for `type`, unretained (the table keeps it alive for its own lifetime).
    @inlinable
    package func unmanagedValue(for type: ObjectIdentifier) -> Unmanaged<Value>? {
        let wanted = Int(bitPattern: UInt(bitPattern: type))
        var index = Self.startIndex(wanted, mask: mask)
        for _ in 0...mask {
            let stored = cdi_atomic_load_acquire(typeWords + index)
            if stored == wanted {
                let raw = cdi_atomic_load_relaxed(valueWords + index)
                return Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!)
            }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
        return overflowValue(for: type)
    }

    /// The object stored for `type` beyond the table's capacity, unretained.
    @usableFromInline
    func overflowValue(for type: ObjectIdentifier) -> Unmanaged<Value>? {
        insertLock.withLock { overflow[type].map { Unmanaged.passUnretained($0) } }
    }

    /// Stores `make()` for `type` unless an object is already stored; returns the stored object.
    ///
    /// `make` runs under the insert lock, so it must not touch this table.
    package func insert(for type: ObjectIdentifier, orMake make: () -> Value) -> Value {
        insertLock.withLock {
            if let existing = unmanagedValueLocked(for: type) { return existing }
            let value = make()
            let wanted = Int(bitPattern: UInt(bitPattern: type))
            var index = Self.startIndex(wanted, mask: mask)
            var probes = 0
            while probes <= mask && cdi_atomic_load_relaxed(typeWords + index) != 0 {
                index = (index + 1) & mask
                probes += 1
            }
            if probes <= mask {
                let raw = Int(bitPattern: Unmanaged.passRetained(value).toOpaque())
                cdi_atomic_store_release(valueWords + index, raw)
                cdi_atomic_store_release(typeWords + index, wanted)
            } else {
                overflow[type] = value
            }
            return value
        }
    }

    private func unmanagedValueLocked(for type: ObjectIdentifier) -> Value? {
        let wanted = Int(bitPattern: UInt(bitPattern: type))
        var index = Self.startIndex(wanted, mask: mask)
        for _ in 0...mask {
            let stored = cdi_atomic_load_acquire(typeWords + index)
            if stored == wanted {
                let raw = cdi_atomic_load_relaxed(valueWords + index)
                return Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!).takeUnretainedValue()
            }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
        return overflow[type]
    }

    @inlinable
    static func startIndex(_ word: Int, mask: Int) -> Int {
        TypeKeyedTable<Value>.home(of: UInt(bitPattern: word), mask: mask)
    }
}
