import CDIAtomics

/// A word-sized atomic integer for fast-path checks.
///
/// DICore uses it to answer "is any override active anywhere?" with one relaxed
/// load, so code that never overrides pays nothing for task-local lookups.
@usableFromInline
package final class AtomicCounter: @unchecked Sendable {
    @usableFromInline let storage: UnsafeMutablePointer<Int>

    package init(_ initial: Int = 0) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: initial)
    }

    deinit {
        storage.deallocate()
    }

    /// The current value, with acquire ordering.
    @inline(__always)
    package var value: Int {
        cdi_atomic_load_acquire(storage)
    }

    /// Whether the value is zero (a relaxed load: a hint for fast paths).
    @inlinable
    package var isZero: Bool {
        cdi_atomic_load_relaxed(storage) == 0
    }

    @discardableResult
    package func increment() -> Int {
        cdi_atomic_fetch_add(storage, 1) + 1
    }

    @discardableResult
    package func decrement() -> Int {
        cdi_atomic_fetch_add(storage, -1) - 1
    }

    /// Stores `newValue` with release ordering.
    package func store(_ newValue: Int) {
        cdi_atomic_store_release(storage, newValue)
    }

    /// Replaces `expected` with `desired` if it is the current value.
    package func compareExchange(expected: Int, desired: Int) -> Bool {
        cdi_atomic_compare_exchange(storage, expected, desired)
    }
}
