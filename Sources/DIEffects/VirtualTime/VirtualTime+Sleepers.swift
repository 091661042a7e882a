extension VirtualTime {
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
        activity += 1
        let previous = woken.first { $0.value.task == task }?.value
        woken = woken.filter { $0.value.task != task }
        let order = previous?.order ?? id
        let immediate: Result<Void, any Error>? =
            if cancelledBeforeRegistration.remove(id) != nil {
                .failure(CancellationError())
            } else if deadline <= now {
                .success(())
            } else {
                nil
            }
        if let immediate {
            if previous != nil { woken[id] = VirtualTime.Woken(task: task, order: order, resumed: true) }
            return VirtualTime.Registration(immediate: immediate, continuation: continuation)
        }
        pending.append(
            VirtualTime.Entry(
                sequence: id, order: order, deadline: deadline, occupant: .sleeper(continuation, task: task)))
        let count = sleeperCount
        var registration = VirtualTime.Registration()
        registration.waiters = sleeperWaiters.filter { $0.count <= count }.map(\.continuation)
        sleeperWaiters.removeAll { $0.count <= count }
        return registration
    }

    /// Removes the sleeper `id` and returns its continuation to cancel, or remembers the cancellation
    /// for a sleeper that has not registered yet.
    mutating func cancel(_ id: UInt64) -> CheckedContinuation<Void, any Error>? {
        activity += 1
        if let index = pending.firstIndex(where: { $0.sequence == id }),
            case .sleeper(let continuation, _) = pending[index].occupant
        {
            pending.remove(at: index)
            return continuation
        }
        if awaitingRegistration.contains(id) { cancelledBeforeRegistration.insert(id) }
        return nil
    }

    /// The sleep `id` returned: if this time woke it, its task's own code runs now.
    mutating func resumed(_ id: UInt64) {
        activity += 1
        woken[id]?.resumed = true
    }
}
