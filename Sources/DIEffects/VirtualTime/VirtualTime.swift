/// One virtual timeline: the current instant and everything waiting for a later one.
///
/// ``TestClock`` and ``TestScheduler`` are two faces of it: sleepers and scheduled work wait in one queue,
/// in deadline order, ties in the order they were scheduled, so a scheduler's ``TestScheduler/clock`` and
/// the scheduler itself share one time. Time moves only when a test steps it: asynchronously, following
/// each woken task as far as it can run before taking the next entry (`advance(to:)`, `run()`), or
/// synchronously, running work inline (``advanceSynchronously(to:)``, ``runSynchronously()``).
final class VirtualTime: Sendable {
    let state = Locked(State())
    /// Runs what moving time asynchronously wakes (a ``VirtualTimeExecutor``); `nil` where jobs cannot be routed.
    private let executor: (any AnyObject & Sendable)?

    init() {
        MainQueueLiveness.watch()
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            executor = VirtualTimeExecutor()
        } else {
            executor = nil
        }
    }

    var now: VirtualInstant {
        state.withLock { $0.now }
    }

    /// Suspends until time reaches `deadline`; throws `CancellationError` if the task is cancelled.
    func sleep(until deadline: VirtualInstant) async throws {
        try Task.checkCancellation()
        let task = withUnsafeCurrentTask { $0?.hashValue ?? 0 }
        let id = state.withLock { $0.beginSleep() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                state.withLock { $0.register(id, task: task, deadline: deadline, continuation: continuation) }
                    .resumeOutsideLock()
            }
        } onCancel: {
            state.withLock { $0.cancel(id) }?.resume(throwing: CancellationError())
        }
        await comeUnderWatch(task)
    }

    /// Moves a sleeper that a move of time woke onto the executor that follows woken work, if it is not there.
    ///
    /// A sleeper resumed before it had finished suspending is not enqueued anywhere: it goes on here, on the
    /// thread it was suspending on, where the move that woke it cannot watch it; the move waits for it to
    /// arrive.
    private func comeUnderWatch(_ task: Int) async {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let executor,
            state.withLock({ $0.woken[task] != nil })
        else { return }
        let followed = unsafeDowncast(executor, to: VirtualTimeExecutor.self)
        guard !followed.isRunningWokenWork else { return }
        await withTaskExecutorPreference(followed) {}
    }

    /// Schedules `action` after `delay`, repeating every `interval` if one is given.
    func schedule(after delay: Duration, interval: Duration?, _ action: @escaping @Sendable () -> Void) -> ScheduledWork
    {
        let (handle, wakeups) = state.withLock { state in
            state.schedule(action, after: delay, interval: interval) { sequence in
                ScheduledWork { [weak self] in self?.state.withLock { $0.forgetWork(sequence) } }
            }
        }
        wakeups.resume()
        return handle
    }

    /// Suspends until at least `count` sleepers wait.
    func waitForSleepers(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            if state.withLock({ $0.addSleeperWaiter(count, continuation) }) { continuation.resume() }
        }
    }

    /// Moves time to `limit`, one entry at a time, letting each woken task run as far as it can before the
    /// next entry is taken; returns once nothing is due by `limit`. A problem is reported at `location`.
    func advance(to limit: VirtualInstant, from location: SourceLocation) async {
        await move(within: .instant(limit), from: location)
    }

    /// Advances through every sleeper and one-shot work; repeating timers fire on the way.
    func run(from location: SourceLocation) async {
        await move(within: .lastOneShot, from: location)
    }

    /// Moves time to `limit`, running due work inline and resuming due sleepers without waiting for them.
    func advanceSynchronously(to limit: VirtualInstant) {
        moveSynchronously(within: .instant(limit))
    }

    /// Runs every sleeper and one-shot work synchronously; repeating timers fire on the way.
    func runSynchronously() {
        moveSynchronously(within: .lastOneShot)
    }

    /// Forgets everything and moves back to ``VirtualInstant/zero``; waiting sleepers throw `CancellationError`.
    func reset() {
        let (sleepers, wakeups) = state.withLock { $0.reset() }
        for sleeper in sleepers { sleeper.resume(throwing: CancellationError()) }
        wakeups.resume()
    }

    private func move(within horizon: Horizon, from location: SourceLocation) async {
        let routed = JobRouting.install() ? executor : nil
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let routed {
            // Moving time on the executor that runs woken work hands each woken task over, and comes back, without
            // switching threads.
            await unsafeDowncast(routed, to: VirtualTimeExecutor.self).moving {
                await move(within: horizon, routingTo: routed, from: location)
            }
        } else {
            await move(within: horizon, routingTo: nil, from: location)
        }
    }

    private func move(
        within horizon: Horizon,
        routingTo routed: (any AnyObject & Sendable)?,
        from location: SourceLocation
    ) async {
        await untilRegistered()
        var unwatched = false
        repeat {
            while let due = state.withLock({ $0.takeNext(within: horizon, tracking: true) }) {
                if await follow(due, on: routed) { unwatched = true }
            }
        } while await followStragglers(on: routed, afterUnwatchedWake: unwatched, movedAt: location)
        state.withLock { state in
            state.reach(horizon)
            state.forgetWoken()
        }
    }

    private func moveSynchronously(within horizon: Horizon) {
        while let due = state.withLock({ $0.takeNext(within: horizon, tracking: false) }) {
            perform(due)
        }
        state.withLock { $0.reach(horizon) }
    }

    func perform(_ due: Due) {
        switch due {
        case .sleeper(let continuation, _):
            continuation.resume()
        case .work(let action, let handle):
            if !handle.isCancelled { action() }
        }
    }
}
