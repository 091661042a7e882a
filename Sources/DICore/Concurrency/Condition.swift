#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// A condition variable that threads sleep on while another thread builds something they need.
///
/// Used with the ``Lock`` that guards the awaited state; ``wait(releasing:untilNanoseconds:)`` releases it while
/// asleep, so a builder that dies or fails can always hand the state back. Deadlines use the monotonic clock.
package final class Condition: @unchecked Sendable {
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        #if canImport(Darwin)
            let status = pthread_cond_init(condition, nil)
        #else
            var attributes = pthread_condattr_t()
            pthread_condattr_init(&attributes)
            pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
            let status = pthread_cond_init(condition, &attributes)
            pthread_condattr_destroy(&attributes)
        #endif
        precondition(status == 0, "pthread_cond_init failed with \(status)")
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    /// The monotonic clock in nanoseconds, the time base of ``wait(releasing:untilNanoseconds:)``.
    package static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    /// Sleeps until woken or until `deadline` (``now()`` based); `lock` is released while asleep.
    ///
    /// Call with `lock` held; it is held again on return. Returns `false` once the deadline has passed; wake-ups
    /// may be spurious.
    package func wait(releasing lock: Lock, untilNanoseconds deadline: Int) -> Bool {
        let remaining = deadline - Self.now()
        guard remaining > 0 else { return false }
        #if canImport(Darwin)
            var relative = timespec(tv_sec: remaining / 1_000_000_000, tv_nsec: remaining % 1_000_000_000)
            return pthread_cond_timedwait_relative_np(condition, lock.mutex, &relative) != ETIMEDOUT
        #else
            var absolute = timespec(tv_sec: deadline / 1_000_000_000, tv_nsec: deadline % 1_000_000_000)
            return pthread_cond_timedwait(condition, lock.mutex, &absolute) != ETIMEDOUT
        #endif
    }

    /// Wakes every thread waiting on this condition; call with the condition's lock held.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
