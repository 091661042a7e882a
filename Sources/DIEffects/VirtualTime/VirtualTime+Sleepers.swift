extension VirtualTime {
    /// What registering a sleeper decided, to act on after the lock is released.
    struct Registration {
        var immediate: Result<Void, any Error>?
        var continuation: CheckedContinuation<Void, any Error>?
        var wakeups = Wakeups()

        func resumeOutsideLock() {
            if let immediate, let continuation { continuation.resume(with: immediate) }
            wakeups.resume()
        }
    }
}

extension VirtualTime.State {
    /// The identifier of a new sleep, which waits for its continuation.
    mutating func beginSleep() -> UInt64 {
        let id = nextSequence()
        awaitingRegistration.insert(id)
        return id
    }

    /// Queues the sleeper `id` of `task`, or decides that it returns at once.
    ///
    /// A woken task that sleeps here again is back, and keeps the order of the sleep that woke it; if its
    /// sleep returns at once it keeps running, so it stays woken under its new sleep.
    mutating func register(
        _ id: UInt64,
        task: Int,
        deadline: VirtualInstant,
        continuation: CheckedContinuation<Void, any Error>
    ) -> VirtualTime.Registration {
        awaitingRegistration.remove(id)
        let previousOrder = woken.removeValue(forKey: task)
        let order = previousOrder ?? id
        var registration = VirtualTime.Registration(wakeups: takeActivityWaiters())
        if cancelledBeforeRegistration.remove(id) != nil {
            registration.immediate = .failure(CancellationError())
        } else if deadline <= now {
            registration.immediate = .success(())
        }
        if registration.immediate != nil {
            if let previousOrder { woken[task] = previousOrder }
            registration.continuation = continuation
            return registration
        }
        sleepers[id] = (continuation, task)
        queue.insert(VirtualTime.Entry(sequence: id, order: order, deadline: deadline))
        let count = sleepers.count
        registration.wakeups.sleeperWaiters = sleeperWaiters.filter { $0.count <= count }.map(\.continuation)
        sleeperWaiters.removeAll { $0.count <= count }
        return registration
    }

    /// Removes the sleeper `id` and returns its continuation to cancel, or remembers the cancellation
    /// for a sleeper that has not registered yet.
    mutating func cancel(_ id: UInt64) -> CheckedContinuation<Void, any Error>? {
        if let sleeper = sleepers.removeValue(forKey: id) { return sleeper.continuation }
        if awaitingRegistration.contains(id) { cancelledBeforeRegistration.insert(id) }
        return nil
    }
}
