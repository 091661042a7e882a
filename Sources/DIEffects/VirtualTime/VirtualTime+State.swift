extension VirtualTime {
    /// What waits for a deadline: a suspended `sleep`, or work scheduled on a ``TestScheduler``.
    enum Occupant {
        case sleeper(CheckedContinuation<Void, any Error>, task: Int)
        case work(@Sendable () -> Void, interval: Duration?, handle: ScheduledWork)
    }

    /// One thing waiting for `deadline`, identified by `sequence`.
    ///
    /// Ties run in `order`: the order things were first scheduled. Repeating work keeps its order from
    /// firing to firing, and a task that sleeps again after this time woke it keeps the order of its
    /// first sleep, so timers and sleeping loops due together take turns in the same order every time.
    struct Entry {
        let sequence: UInt64
        let order: UInt64
        let deadline: VirtualInstant
        let occupant: Occupant

        init(sequence: UInt64, order: UInt64? = nil, deadline: VirtualInstant, occupant: Occupant) {
            self.sequence = sequence
            self.order = order ?? sequence
            self.deadline = deadline
            self.occupant = occupant
        }

        var isOneShot: Bool {
            if case .work(_, let interval?, _) = occupant { return interval <= .zero }
            return true
        }

        var isCancelledWork: Bool {
            if case .work(_, _, let handle) = occupant { return handle.isCancelled }
            return false
        }

        func precedes(_ other: Entry) -> Bool {
            (deadline, order, sequence) < (other.deadline, other.order, other.sequence)
        }
    }

    /// A sleeper this time woke whose task has not slept on it again.
    struct Woken {
        /// The task, to recognise it when it sleeps again.
        let task: Int
        /// The order of the sleep that woke, which the task's next sleep keeps.
        let order: UInt64
        /// Whether its `sleep` has returned, so its own code is running.
        var resumed = false
    }

    /// The time's mutable state, always accessed under its lock.
    struct State {
        var now = VirtualInstant.zero
        var pending: [Entry] = []
        var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        /// Sleeps that have their identifier but not yet their continuation; cancelled ones among them.
        var awaitingRegistration: Set<UInt64> = []
        var cancelledBeforeRegistration: Set<UInt64> = []
        /// Woken sleepers, by the identifier of the sleep that woke.
        var woken: [UInt64: Woken] = [:]
        /// Counts every sleep, registration, resumption, cancellation and scheduling: settling watches it.
        var activity: UInt64 = 0
        private var lastSequence: UInt64 = 0

        var sleeperCount: Int {
            pending.count { if case .sleeper = $0.occupant { true } else { false } }
        }

        /// The next sequence number, counting it as activity.
        mutating func nextSequence() -> UInt64 {
            lastSequence += 1
            activity += 1
            return lastSequence
        }

        mutating func schedule(
            _ action: @escaping @Sendable () -> Void,
            after delay: Duration,
            interval: Duration?,
            handle: ScheduledWork
        ) {
            let deadline = now.advanced(by: Swift.max(delay, .zero))
            pending.append(
                Entry(
                    sequence: nextSequence(), deadline: deadline,
                    occupant: .work(action, interval: interval, handle: handle)))
        }

        /// Removes and returns the first entry due by `limit` (any, when `nil`), moving time to its deadline.
        ///
        /// A repeating timer is scheduled again at its next deadline in its first order. A sleeper taken
        /// with `tracking` is remembered as woken until its task sleeps here again.
        mutating func takeNext(upTo limit: VirtualInstant?, tracking: Bool) -> Entry? {
            pending.removeAll(where: \.isCancelledWork)
            guard let index = pending.indices.min(by: { pending[$0].precedes(pending[$1]) }),
                limit.map({ pending[index].deadline <= $0 }) ?? true
            else {
                if let limit { now = Swift.max(now, limit) }
                return nil
            }
            let entry = pending.remove(at: index)
            now = Swift.max(now, entry.deadline)
            activity += 1
            switch entry.occupant {
            case .work(let action, let interval?, let handle) where interval > .zero:
                pending.append(
                    Entry(
                        sequence: entry.sequence, order: entry.order, deadline: entry.deadline.advanced(by: interval),
                        occupant: .work(action, interval: interval, handle: handle)))
            case .sleeper(_, let task) where tracking:
                woken[entry.sequence] = Woken(task: task, order: entry.order)
            default:
                break
            }
            return entry
        }

        /// The earliest deadline of a sleeper or of one-shot work, which ``VirtualTime/run()`` runs up to.
        var earliestOneShotDeadline: VirtualInstant? {
            pending.filter { $0.isOneShot && !$0.isCancelledWork }.map(\.deadline).min()
        }

        /// Forgets everything, handing back the sleepers to cancel and the waiters to release outside the lock.
        mutating func reset() -> (
            sleepers: [CheckedContinuation<Void, any Error>], waiters: [CheckedContinuation<Void, Never>]
        ) {
            let sleepers = pending.compactMap { entry -> CheckedContinuation<Void, any Error>? in
                if case .sleeper(let continuation, _) = entry.occupant { continuation } else { nil }
            }
            let waiters = sleeperWaiters.map(\.continuation)
            self = State()
            return (sleepers, waiters)
        }
    }
}
