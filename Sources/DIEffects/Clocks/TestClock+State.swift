extension TestClock {
    /// One suspended `sleep`.
    struct Sleeper {
        let id: UInt64
        let deadline: VirtualInstant
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// What registering a sleeper decided, to act on after the lock is released.
    struct Registration {
        var immediate: Result<Void, any Error>?
        var continuation: CheckedContinuation<Void, any Error>?
        var waiters: [CheckedContinuation<Void, Never>] = []

        func resumeOutsideLock() {
            if let immediate, let continuation { continuation.resume(with: immediate) }
            for waiter in waiters { waiter.resume() }
        }
    }

    /// The clock's mutable state, always accessed under its lock.
    struct State {
        var now = VirtualInstant.zero
        var sleepers: [UInt64: Sleeper] = [:]
        var cancelledBeforeRegistration: Set<UInt64> = []
        var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        private var awaitingRegistration: Set<UInt64> = []
        private var lastIdentifier: UInt64 = 0

        mutating func makeIdentifier() -> UInt64 {
            lastIdentifier += 1
            awaitingRegistration.insert(lastIdentifier)
            return lastIdentifier
        }

        var earliestDeadline: VirtualInstant? {
            sleepers.values.map(\.deadline).min()
        }

        mutating func register(
            id: UInt64,
            deadline: VirtualInstant,
            continuation: CheckedContinuation<Void, any Error>
        ) -> Registration {
            awaitingRegistration.remove(id)
            if cancelledBeforeRegistration.remove(id) != nil {
                return Registration(immediate: .failure(CancellationError()), continuation: continuation)
            }
            if deadline <= now {
                return Registration(immediate: .success(()), continuation: continuation)
            }
            sleepers[id] = Sleeper(id: id, deadline: deadline, continuation: continuation)
            var registration = Registration()
            let count = sleepers.count
            registration.waiters = sleeperWaiters.filter { $0.count <= count }.map(\.continuation)
            sleeperWaiters.removeAll { $0.count <= count }
            return registration
        }

        mutating func cancel(id: UInt64) -> CheckedContinuation<Void, any Error>? {
            if let sleeper = sleepers.removeValue(forKey: id) {
                return sleeper.continuation
            }
            if awaitingRegistration.contains(id) {
                cancelledBeforeRegistration.insert(id)
            }
            return nil
        }

        /// Removes the sleepers at the earliest deadline up to `limit`, moving time there; `nil` when none is due.
        mutating func wakeNext(upTo limit: VirtualInstant) -> [CheckedContinuation<Void, any Error>]? {
            guard let earliest = earliestDeadline, earliest <= limit else {
                now = Swift.max(now, limit)
                return nil
            }
            now = Swift.max(now, earliest)
            let due = sleepers.values.filter { $0.deadline == earliest }.sorted { $0.id < $1.id }
            for sleeper in due { sleepers[sleeper.id] = nil }
            return due.map(\.continuation)
        }
    }
}
