#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// The one mutex every DIToolkit module uses.
///
/// Not recursive, and never held while a user's factory runs: a build in progress is a state other threads wait
/// for on a ``Condition``.
@usableFromInline
package final class Lock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        // `malloc`, not `allocate(capacity:)`, whose default alignment the runtime serves with `posix_memalign`.
        mutex = malloc(MemoryLayout<pthread_mutex_t>.stride).unsafelyUnwrapped
            .bindMemory(to: pthread_mutex_t.self, capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        free(mutex)
    }

    @inlinable
    package func lock() {
        pthread_mutex_lock(mutex)
    }

    @inlinable
    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    @inlinable
    package func withLock<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A value guarded by its own ``Lock``.
///
/// The value lives in its own allocation, so `withLock` needs no dynamic exclusivity check. `Sendable` only when
/// `Value` is: a non-`Sendable` value handed out of `withLock` could still be shared.
@usableFromInline
package final class Locked<Value> {
    @usableFromInline let lock = Lock()
    @usableFromInline let value: UnsafeMutablePointer<Value>

    package init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
    }

    @inlinable
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value.pointee)
    }
}

extension Locked: @unchecked Sendable where Value: Sendable {}

extension Locked where Value: Sendable {
    package var current: Value {
        withLock { $0 }
    }
}
