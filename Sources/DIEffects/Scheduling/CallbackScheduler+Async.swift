import Dispatch

extension CallbackScheduler {
    /// The scheduler's current time: virtual time on a ``TestScheduler``, the dispatch clock's uptime live.
    ///
    /// Live instants count from the same origin as ``DispatchDeadline``, so a test scheduler advanced
    /// `to: .init(.now())` and a live scheduler agree on what `now` means.
    ///
    /// ```swift
    /// let start = scheduler.now
    /// scheduler.schedule(after: .seconds(1)) {
    ///     print(start.duration(to: scheduler.now))
    /// }
    /// ```
    public var now: VirtualInstant {
        currentTime()
    }

    /// Suspends for `duration` on this scheduler's time; throws `CancellationError` if the task is cancelled.
    ///
    /// On a ``TestScheduler`` the sleep wakes when the test advances its time, together with its other
    /// work; live, when the queue's timer fires.
    ///
    /// ```swift
    /// try await scheduler.sleep(for: .milliseconds(300))
    /// search()
    /// ```
    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        if let sleeper {
            try await sleeper(duration)
            return
        }
        let wake = ScheduledWake()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                wake.start(continuation) { resume in scheduleLater(duration, nil) { resume() } }
            }
        } onCancel: {
            wake.cancel()
        }
    }

    /// The instants this scheduler reaches every `interval`, as an async sequence, until the consumer stops.
    ///
    /// Ticks are buffered, so a test scheduler advanced by ten intervals at once delivers ten. The
    /// sequence ends at once for a non-positive `interval`, and after its last tick on a scheduler whose
    /// repeating work cannot fire again (its handle reads as cancelled: an immediate scheduler runs it once,
    /// an unimplemented one never).
    ///
    /// ```swift
    /// for await _ in scheduler.timer(interval: .seconds(1)) {
    ///     refresh()
    /// }
    /// ```
    public func timer(interval: Duration) -> AsyncStream<VirtualInstant> {
        AsyncStream { continuation in
            guard interval > .zero else {
                continuation.finish()
                return
            }
            let work = schedule(after: interval, interval: interval) { continuation.yield(now) }
            guard !work.isCancelled else {
                continuation.finish()
                return
            }
            continuation.onTermination = { _ in work.cancel() }
        }
    }

    /// The dispatch clock's uptime as a virtual instant: a live scheduler's `now`.
    static let uptime: @Sendable () -> VirtualInstant = {
        VirtualInstant(offset: .nanoseconds(Int64(clamping: DispatchTime.now().uptimeNanoseconds)))
    }
}

/// One sleep's wake-up on a scheduler with no sleep of its own: resumed once, by the work or by cancellation,
/// whichever comes first, even when it comes before the work is scheduled (an immediate scheduler runs
/// it inside `schedule`).
private final class ScheduledWake: Sendable {
    private enum Phase {
        case starting
        case settledEarly(Result<Void, any Error>)
        case waiting(CheckedContinuation<Void, any Error>, ScheduledWork)
        case finished
    }

    private let phase = Locked(Phase.starting)

    /// Schedules the wake-up with `schedule`, then resumes at once if it already fired or was cancelled.
    func start(
        _ continuation: CheckedContinuation<Void, any Error>,
        schedule: (@escaping @Sendable () -> Void) -> ScheduledWork
    ) {
        let work = schedule { self.finish(with: .success(())) }
        let early = phase.withLock { phase -> Result<Void, any Error>? in
            switch phase {
            case .starting:
                phase = .waiting(continuation, work)
                return nil
            case .settledEarly(let result):
                phase = .finished
                return result
            case .waiting, .finished:
                return nil
            }
        }
        guard let early else { return }
        if case .failure = early { work.cancel() }
        continuation.resume(with: early)
    }

    func cancel() {
        finish(with: .failure(CancellationError()))
    }

    private func finish(with result: Result<Void, any Error>) {
        let waiting = phase.withLock { phase -> (CheckedContinuation<Void, any Error>, ScheduledWork)? in
            switch phase {
            case .starting:
                phase = .settledEarly(result)
                return nil
            case .waiting(let continuation, let work):
                phase = .finished
                return (continuation, work)
            case .settledEarly, .finished:
                return nil
            }
        }
        guard let (continuation, work) = waiting else { return }
        if case .failure = result { work.cancel() }
        continuation.resume(with: result)
    }
}
