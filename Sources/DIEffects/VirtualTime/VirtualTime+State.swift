extension VirtualTime {
    /// Work scheduled on a ``TestScheduler``, waiting in the queue under its sequence number.
    struct Work {
        let action: @Sendable () -> Void
        let interval: Duration?
        let handle: ScheduledWork

        var isOneShot: Bool { (interval ?? .zero) <= .zero }
    }

    /// When the sleeper or work numbered `sequence` is due: the queue holds these plain values only, so keeping
    /// it in order moves no references.
    ///
    /// Ties run in `order`: the order things were first scheduled. Repeating work keeps its order from
    /// firing to firing, and a task that sleeps again after this time woke it keeps the order of its
    /// first sleep, so timers and sleeping loops due together take turns in the same order every time.
    struct Entry {
        let sequence: UInt64
        let order: UInt64
        let deadline: VirtualInstant

        init(sequence: UInt64, order: UInt64? = nil, deadline: VirtualInstant) {
            self.sequence = sequence
            self.order = order ?? sequence
            self.deadline = deadline
        }

        func precedes(_ other: Entry) -> Bool {
            (deadline, order, sequence) < (other.deadline, other.order, other.sequence)
        }
    }

    /// What moving time takes next, to act on outside the lock.
    enum Due {
        case sleeper(CheckedContinuation<Void, any Error>, task: Int)
        case work(@Sendable () -> Void, handle: ScheduledWork)
    }

    /// How far moving time goes.
    enum Horizon {
        /// Everything due by this instant, which time then reaches.
        case instant(VirtualInstant)
        /// Everything up to the last sleeper or one-shot work; repeating work due on the way runs too.
        case lastOneShot
    }

    /// Waiters to resume once the lock is released.
    struct Wakeups {
        var sleeperWaiters: [CheckedContinuation<Void, Never>] = []
        var activityWaiters: [CheckedContinuation<Bool, Never>] = []

        /// Resumes them where they were: a test waiting for sleepers, or moving time, is not woken work, even
        /// when the sleep that wakes it runs on a virtual time's executor.
        func resume() {
            guard !sleeperWaiters.isEmpty || !activityWaiters.isEmpty else { return }
            JobRouting.attributing(to: nil) {
                for waiter in sleeperWaiters { waiter.resume() }
                for waiter in activityWaiters { waiter.resume(returning: true) }
            }
        }
    }

    /// The time's mutable state, always accessed under its lock.
    struct State {
        var now = VirtualInstant.zero
        var queue = DeadlineQueue()
        /// Suspended sleepers by the identifier of their sleep; a queued sleeper missing here was cancelled.
        var sleepers: [UInt64: (continuation: CheckedContinuation<Void, any Error>, task: Int)] = [:]
        /// Scheduled work not yet cancelled (nor, for one-shot work, run); queued work missing here is skipped.
        private var liveWork: [UInt64: Work] = [:]
        private var liveOneShotWork = 0
        var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        /// Moves of time waiting for a sleep's registration or for a woken task that left this time's executor.
        private var activityWaiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
        /// Sleeps that have their identifier but not yet their continuation; cancelled ones among them.
        var awaitingRegistration: Set<UInt64> = []
        var cancelledBeforeRegistration: Set<UInt64> = []
        /// Tasks this time woke that have not slept on it again, with the order their next sleep keeps.
        var woken: [Int: UInt64] = [:]
        private var lastSequence: UInt64 = 0

        var sleeperCount: Int { sleepers.count }

        /// Sleepers and work (one-shot or repeating) that have not run or been cancelled.
        var pendingCount: Int { sleepers.count + liveWork.count }

        mutating func nextSequence() -> UInt64 {
            lastSequence += 1
            return lastSequence
        }

        mutating func schedule(
            _ action: @escaping @Sendable () -> Void,
            after delay: Duration,
            interval: Duration?,
            handle: (UInt64) -> ScheduledWork
        ) -> (ScheduledWork, Wakeups) {
            let sequence = nextSequence()
            let work = Work(action: action, interval: interval, handle: handle(sequence))
            liveWork[sequence] = work
            if work.isOneShot { liveOneShotWork += 1 }
            queue.insert(Entry(sequence: sequence, deadline: now.advanced(by: Swift.max(delay, .zero))))
            return (work.handle, takeActivityWaiters())
        }

        /// Forgets cancelled work; its queued entry is skipped when it reaches the front.
        mutating func forgetWork(_ sequence: UInt64) {
            if liveWork.removeValue(forKey: sequence)?.isOneShot == true { liveOneShotWork -= 1 }
        }

        /// Removes and returns the first live entry within `horizon`, moving time to its deadline; ``reach(_:)``
        /// moves it the rest of the way.
        ///
        /// A repeating timer is queued again at its next deadline in its first order. A sleeper taken
        /// with `tracking` is remembered as woken until its task sleeps here again.
        mutating func takeNext(within horizon: Horizon, tracking: Bool) -> Due? {
            while let entry = queue.first {
                guard isLive(entry) else {
                    _ = queue.removeFirst()
                    continue
                }
                let limit: VirtualInstant? =
                    switch horizon {
                    case .instant(let limit): limit
                    case .lastOneShot: sleepers.count + liveOneShotWork > 0 ? nil : now
                    }
                guard limit.map({ entry.deadline <= $0 }) ?? true else { break }
                _ = queue.removeFirst()
                now = Swift.max(now, entry.deadline)
                return take(entry, tracking: tracking)
            }
            return nil
        }

        /// Moves time to the end of `horizon` once nothing within it is left.
        mutating func reach(_ horizon: Horizon) {
            if case .instant(let limit) = horizon { now = Swift.max(now, limit) }
        }

        private func isLive(_ entry: Entry) -> Bool {
            sleepers[entry.sequence] != nil || liveWork[entry.sequence] != nil
        }

        private mutating func take(_ entry: Entry, tracking: Bool) -> Due {
            if let sleeper = sleepers.removeValue(forKey: entry.sequence) {
                if tracking { woken[sleeper.task] = entry.order }
                return .sleeper(sleeper.continuation, task: sleeper.task)
            }
            let work = liveWork[entry.sequence]!
            if let interval = work.interval, interval > .zero {
                queue.insert(
                    Entry(sequence: entry.sequence, order: entry.order, deadline: entry.deadline.advanced(by: interval))
                )
            } else {
                forgetWork(entry.sequence)
            }
            return .work(work.action, handle: work.handle)
        }

        /// Forgets the woken tasks: those that did not sleep again are taken to be done.
        mutating func forgetWoken() {
            woken.removeAll()
        }

        mutating func addSleeperWaiter(_ count: Int, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
            if sleepers.count >= count { return true }
            sleeperWaiters.append((count, continuation))
            return false
        }

        /// Keeps `continuation` until the next activity, or hands it back at once if `ready` already holds.
        mutating func addActivityWaiter(
            _ token: UInt64, ready: (State) -> Bool, _ continuation: CheckedContinuation<Bool, Never>
        ) -> Bool {
            if ready(self) { return true }
            activityWaiters[token] = continuation
            return false
        }

        /// The activity waiter `token`, if nothing resumed it yet.
        mutating func removeActivityWaiter(_ token: UInt64) -> CheckedContinuation<Bool, Never>? {
            activityWaiters.removeValue(forKey: token)
        }

        mutating func takeActivityWaiters() -> Wakeups {
            defer { activityWaiters.removeAll() }
            return Wakeups(activityWaiters: Array(activityWaiters.values))
        }

        /// Forgets everything, handing back the sleepers to cancel and the waiters to release outside the lock.
        mutating func reset() -> (sleepers: [CheckedContinuation<Void, any Error>], wakeups: Wakeups) {
            let sleepers = sleepers.values.map(\.continuation)
            var wakeups = takeActivityWaiters()
            wakeups.sleeperWaiters = sleeperWaiters.map(\.continuation)
            self = State()
            return (sleepers, wakeups)
        }
    }
}
