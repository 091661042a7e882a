import Dispatch

extension VirtualTime {
    /// How long a woken task this time cannot watch has to sleep here again before it is taken to be done.
    ///
    /// Only a sleeper whose job went where ``JobRouting`` cannot see it waits this long (an actor with an
    /// executor of its own; every sleeper where jobs cannot be routed), and the wait ends at its next sleep.
    /// A machine too busy to run it in time makes the move go on without it: it runs later, and a later move
    /// wakes its next sleep.
    static let unwatchedWakeGrace = Duration.milliseconds(10)

    /// Acts on `due` and waits until the work it woke has run as far as it can.
    ///
    /// A woken task (and whatever it starts or resumes) runs on this time's executor until it suspends; once
    /// that executor has nothing to run and no main-actor job it counts is outstanding, the task has slept
    /// here again, finished, or waits for something outside: the test, or code that left the executor (a
    /// `DispatchQueue`, a thread, an actor with an executor of its own), which goes on by itself when it
    /// comes back. A sleep that has begun but not registered is waited for: it registers without suspending.
    func follow(_ due: Due, on executor: (any AnyObject & Sendable)?) async {
        var watched = false
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let executor {
            let executor = unsafeDowncast(executor, to: VirtualTimeExecutor.self)
            watched = executor.routing { perform(due) }
            if watched { await executor.untilIdle() }
        } else {
            perform(due)
        }
        if !watched, case .sleeper = due {
            _ = await nextActivity(timeout: Self.unwatchedWakeGrace)
        }
        await untilRegistered()
    }

    /// Waits until every sleep on this time that has begun has registered.
    func untilRegistered() async {
        while await !nextActivity(timeout: nil, unlessReady: { $0.awaitingRegistration.isEmpty }) {}
    }

    /// Suspends until this time registers a sleep or schedules work, or `ready` holds (`true`), or until
    /// `timeout` has passed (`false`).
    private func nextActivity(
        timeout: Duration?,
        unlessReady ready: (State) -> Bool = { _ in false }
    ) async -> Bool {
        let token = state.withLock { $0.nextSequence() }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            guard !state.withLock({ $0.addActivityWaiter(token, ready: ready, continuation) }) else {
                continuation.resume(returning: true)
                return
            }
            guard let timeout else { return }
            let (seconds, attoseconds) = timeout.components
            let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
                self.state.withLock { $0.removeActivityWaiter(token) }?.resume(returning: false)
            }
        }
    }
}
