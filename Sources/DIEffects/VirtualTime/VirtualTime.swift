/// One virtual timeline: the current instant and everything waiting for a later one.
///
/// ``TestClock`` and ``TestScheduler`` are two faces of it: sleepers and scheduled work wait in one queue,
/// in deadline order, ties in the order they were scheduled, so a scheduler's ``TestScheduler/clock`` and
/// the scheduler itself share one time. Time moves only when a test steps it: asynchronously, waiting
/// for each woken task before taking the next entry (``advance(to:)``, ``run()``), or synchronously,
/// running work inline (``advanceSynchronously(to:)``, ``runSynchronously()``).
final class VirtualTime: Sendable {
    let state = Locked(State())

    var now: VirtualInstant {
        state.withLock { $0.now }
    }

    /// Suspends until time reaches `deadline`; throws `CancellationError` if the task is cancelled.
    func sleep(until deadline: VirtualInstant) async throws {
        try Task.checkCancellation()
        let task = withUnsafeCurrentTask { $0?.hashValue ?? 0 }
        let id = state.withLock { $0.beginSleep() }
        defer { state.withLock { $0.resumed(id) } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                state.withLock { $0.register(id, task: task, deadline: deadline, continuation: continuation) }
                    .resumeOutsideLock()
            }
        } onCancel: {
            state.withLock { $0.cancel(id) }?.resume(throwing: CancellationError())
        }
    }

    /// Schedules `action` after `delay`, repeating every `interval` if one is given.
    func schedule(after delay: Duration, interval: Duration?, _ action: @escaping @Sendable () -> Void) -> ScheduledWork
    {
        let handle = ScheduledWork()
        state.withLock { $0.schedule(action, after: delay, interval: interval, handle: handle) }
        return handle
    }

    /// Suspends until at least `count` sleepers wait.
    func waitForSleepers(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if state.sleeperCount >= count { return true }
                state.sleeperWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Moves time to `limit`, one entry at a time, letting each woken task run until it sleeps again or
    /// goes quiet before the next entry is taken; returns once nothing is due by `limit`.
    func advance(to limit: VirtualInstant) async {
        while true {
            await settle()
            guard let entry = state.withLock({ $0.takeNext(upTo: limit, tracking: true) }) else { return }
            perform(entry)
        }
    }

    /// Advances through every sleeper and one-shot work; repeating timers fire on the way.
    func run() async {
        while true {
            await settle()
            guard let target = state.withLock({ $0.earliestOneShotDeadline }) else { return }
            await advance(to: target)
        }
    }

    /// Moves time to `limit`, running due work inline and resuming due sleepers without waiting for them.
    func advanceSynchronously(to limit: VirtualInstant) {
        while let entry = state.withLock({ $0.takeNext(upTo: limit, tracking: false) }) {
            perform(entry)
        }
    }

    /// Runs every sleeper and one-shot work synchronously; repeating timers fire on the way.
    func runSynchronously() {
        while let target = state.withLock({ $0.earliestOneShotDeadline }) {
            advanceSynchronously(to: target)
        }
    }

    /// Forgets everything and moves back to ``VirtualInstant/zero``; waiting sleepers throw `CancellationError`.
    func reset() {
        let (sleepers, waiters) = state.withLock { $0.reset() }
        for sleeper in sleepers { sleeper.resume(throwing: CancellationError()) }
        for waiter in waiters { waiter.resume() }
    }

    private func perform(_ entry: Entry) {
        switch entry.occupant {
        case .sleeper(let continuation, _):
            continuation.resume()
        case .work(let action, _, let handle):
            if !handle.isCancelled { action() }
        }
    }
}
