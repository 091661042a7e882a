import CDIAtomics

/// A class reference that readers load without a lock; written rarely, read on hot paths.
///
/// A reader does one acquire load and a retain. Writers publish with a
/// compare-and-exchange, so ``storeIfEmpty(_:)`` has exactly one winner under
/// races. An object that ``clear()`` replaces is *retired*, not released: it
/// stays alive until the reference itself is deinitialised, so a reader that
/// loaded the old pointer a moment earlier never touches a freed object.
/// Clearing is meant for tests (resetting shared state); each clear keeps its
/// old object alive, so do not clear in a loop on a long-lived reference.
///
/// ```swift
/// let assigned = AtomicReference<Registry>()
/// let (stored, winner) = assigned.storeIfEmpty(LiveRegistry())  // the first store wins
/// let current = assigned.value                        // lock-free read
/// ```
@usableFromInline
package final class AtomicReference<Value: AnyObject>: @unchecked Sendable {
    @usableFromInline package let storage: UnsafeMutablePointer<Int>
    private let retired = Locked<[Value]>([])

    /// Creates an empty reference.
    package init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: 0)
    }

    deinit {
        let raw = cdi_atomic_load_acquire(storage)
        if let pointer = UnsafeRawPointer(bitPattern: raw) {
            Unmanaged<Value>.fromOpaque(pointer).release()
        }
        storage.deallocate()
    }

    /// The stored object, or `nil`; never blocks. Inlinable so a hot read retains only the result.
    @inlinable
    package var value: Value? {
        let raw = cdi_atomic_load_acquire(storage)
        guard let pointer = UnsafeRawPointer(bitPattern: raw) else { return nil }
        return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
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

    /// Empties the reference; the old object is retired (kept alive) rather than released.
    package func clear() {
        while true {
            let raw = cdi_atomic_load_acquire(storage)
            guard let pointer = UnsafeRawPointer(bitPattern: raw) else { return }
            if cdi_atomic_compare_exchange(storage, raw, 0) {
                let old = Unmanaged<Value>.fromOpaque(pointer).takeRetainedValue()
                retired.withLock { $0.append(old) }
                return
            }
        }
    }
}
