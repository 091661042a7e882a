import CDIAtomics

/// A class reference that readers load without a lock; written rarely, read on hot paths.
///
/// A reader loads the pointer and retains it inside a read section (``ReadSection``), so a writer that
/// empties the reference releases the old object only once no reader can be retaining it. Writers publish
/// with a compare-and-exchange, so ``storeIfEmpty(_:)`` has exactly one winner under races. ``clear()``
/// releases what it takes out before it returns, so clearing in a loop keeps nothing alive.
///
/// ```swift
/// let assigned = AtomicReference<Registry>()
/// // the first store wins
/// let (stored, winner) = assigned.storeIfEmpty(LiveRegistry())
/// let current = assigned.value                        // lock-free read
/// assigned.clear()                                    // releases the registry
/// ```
package final class AtomicReference<Value: AnyObject>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Int>

    /// Creates an empty reference.
    package init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: 0)
    }

    deinit {
        // No reader can be inside `value`: a reader holds this reference alive while it reads.
        let raw = cdi_atomic_load_acquire(storage)
        if let pointer = UnsafeRawPointer(bitPattern: raw) {
            Unmanaged<Value>.fromOpaque(pointer).release()
        }
        storage.deallocate()
    }

    /// The stored object, or `nil`; never blocks.
    package var value: Value? {
        ReadSection.run {
            guard let pointer = UnsafeRawPointer(bitPattern: cdi_atomic_load_acquire(storage)) else { return nil }
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
    }

    /// Stores `candidate` if the reference is empty; returns whether it did, and the object stored afterwards.
    ///
    /// Exactly one of several racing callers stores its candidate; the others
    /// get the winner back (their candidates are released normally).
    @discardableResult
    package func storeIfEmpty(_ candidate: Value) -> (stored: Bool, current: Value) {
        let retained = Unmanaged.passRetained(candidate)
        let raw = Int(bitPattern: retained.toOpaque())
        while true {
            if cdi_atomic_compare_exchange(storage, 0, raw) {
                return (true, candidate)
            }
            if let winner = value {
                retained.release()
                return (false, winner)
            }
        }
    }

    /// Empties the reference and releases the old object once no reader can be retaining it.
    package func clear() {
        ReadSection.release(cdi_atomic_exchange(storage, 0))
    }
}
