import DICore
import Dispatch

extension VirtualTime {
    /// How many times the woken tasks that have not slept again get to run on the main actor before they are
    /// taken to be done. Each round lets every main-actor job queued before it run, then the executor run what
    /// they handed it, so a main-actor task that suspends fewer times than this before sleeping again is
    /// followed whatever the load.
    static let mainActorRounds = 16

    /// How long a woken task whose job went where this time's executor cannot see it has to sleep here again
    /// before it is taken to be done; the wait ends at the next sleep.
    static let unwatchedWakeGrace = Duration.milliseconds(10)

    /// How long after the first virtual time was made a main queue that has still run nothing is taken to never
    /// run (``MainQueueLiveness``): moving time then reports `DIError.Code.mainQueueStalled` and goes on without
    /// main-actor work. A main queue that has run once is waited for however long it is kept busy. Task-local so
    /// that a test of the guard shortens it for itself alone.
    @TaskLocal static var mainQueueWaitLimit = Duration.seconds(60)

    /// Acts on `due` and waits until the work it woke has run as far as this time's executor can see;
    /// returns whether it was a sleeper woken where no executor follows it.
    ///
    /// A woken task (and whatever it starts or resumes) runs on the executor until it suspends; once the
    /// executor has nothing to run, the task has slept here again, finished, or waits for something else:
    /// the test, the main actor (see ``followStragglers(on:afterUnwatchedWake:)``), or code that left the
    /// executor (a `DispatchQueue`, a thread, an actor with an executor of its own), which goes on by itself
    /// when it comes back. A woken sleeper always reaches the executor: resumed after it suspended, its job is
    /// routed there; resumed while still suspending, it goes on in `sleep` and moves there itself
    /// (``VirtualTime/comeUnderWatch(_:)``), which this waits for. A sleep that has begun but not registered is
    /// waited for too: it registers without suspending.
    func follow(_ due: Due, on executor: (any AnyObject & Sendable)?) async -> Bool {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let executor else {
            perform(due)
            await untilRegistered()
            if case .sleeper = due { return true }
            return false
        }
        let followed = unsafeDowncast(executor, to: VirtualTimeExecutor.self)
        let routed = followed.routedCount
        followed.routing { perform(due) }
        if case .sleeper = due { await followed.untilRouted(beyond: routed) }
        await followed.untilIdle()
        await untilRegistered()
        return false
    }

    /// Once nothing more is due, gives the woken tasks that have not slept here again their turns on the
    /// main actor; returns whether one of them slept again, so that moving time goes on with it.
    ///
    /// The runtime does not show main-actor jobs to hooks, so a woken task that went on to the main actor is
    /// followed through the main queue, which runs jobs in the order they came: each round lets the main queue
    /// run what was queued on it, then the executor run what that handed back (``JobRouting`` follows woken
    /// tasks by address), for up to ``mainActorRounds`` rounds, ending as soon as a woken task is back. After
    /// a wake whose job the executor never saw, the tasks then get ``unwatchedWakeGrace`` of real time to
    /// sleep again. A main queue that has never run anything (``MainQueueLiveness``) is given up on after
    /// ``mainQueueWaitLimit``, reported the first time, naming `location`, the call that moved time.
    func followStragglers(
        on executor: (any AnyObject & Sendable)?,
        afterUnwatchedWake unwatched: Bool,
        movedAt location: SourceLocation
    ) async -> Bool {
        let stragglers = state.withLock { $0.woken.count }
        guard stragglers > 0 else { return false }
        for _ in 0..<Self.mainActorRounds {
            guard await mainQueueRound(within: Self.mainQueueWaitLimit) else {
                if MainQueueLiveness.giveUp() {
                    let waiting = state.withLock { $0.woken.count }
                    DiagnosticReporter.report(
                        .mainQueueStalled(waited: Self.mainQueueWaitLimit, wokenTasks: waiting, location: location))
                }
                break
            }
            if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let executor {
                await unsafeDowncast(executor, to: VirtualTimeExecutor.self).untilIdle()
            }
            if state.withLock({ $0.woken.count }) < stragglers { return true }
        }
        return unwatched ? await nextActivity(timeout: Self.unwatchedWakeGrace) : false
    }

    /// Waits until the main queue has run everything queued on it before, however long that takes; `false` if it
    /// has never run anything and `limit` has passed since the first virtual time was made.
    private func mainQueueRound(within limit: Duration) async -> Bool {
        let round = Locked<CheckedContinuation<Bool, Never>?>(nil)
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            round.withLock { $0 = continuation }
            let finish = { @Sendable (ran: Bool) in round.withLock { $0.take() }?.resume(returning: ran) }
            DispatchQueue.main.async { finish(true) }
            guard let patience = MainQueueLiveness.patience(within: limit) else { return }
            DispatchQueue.global().asyncAfter(deadline: .now() + patience.dispatchInterval) {
                // The probe was queued before this round: if it has run since, the queue is only busy.
                if !MainQueueLiveness.hasRun { finish(false) }
            }
        }
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
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout.dispatchInterval) {
                self.state.withLock { $0.removeActivityWaiter(token) }?.resume(returning: false)
            }
        }
    }
}

extension Duration {
    /// This duration for Dispatch, to the nanosecond.
    fileprivate var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
