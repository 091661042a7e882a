extension VirtualTime {
    /// Waits until every task this time woke has slept here again, or has gone quiet.
    ///
    /// Swift offers no way to ask whether a task has finished or is waiting on something else, so a woken
    /// task that does not sleep here again is judged by what it does: while any woken task has not yet
    /// returned from its `sleep`, or a sleep is half-registered, the wait goes on (each is certain to come);
    /// once all of them run their own code, every sleep, registration, cancellation or scheduling on this
    /// time restarts the count of quiet rounds, and after ``QuietRounds/limit`` quiet rounds in a row the
    /// woken tasks are taken to be done. Time does not move while this waits, so a task that sleeps again
    /// computes its deadline from the instant it was woken at.
    func settle() async {
        var quiet = QuietRounds()
        while let progress = state.withLock({ $0.settlingProgress }) {
            guard quiet.observe(activity: progress.activity, allRunning: progress.allRunning) else {
                state.withLock { $0.woken.removeAll() }
                return
            }
            await quiet.pause()
        }
    }
}

extension VirtualTime.State {
    /// `nil` once no woken task is outstanding and no sleep is half-registered; otherwise the activity count
    /// and whether every outstanding task is running its own code.
    var settlingProgress: (activity: UInt64, allRunning: Bool)? {
        guard !woken.isEmpty || !awaitingRegistration.isEmpty else { return nil }
        return (activity, awaitingRegistration.isEmpty && woken.values.allSatisfy(\.resumed))
    }
}

/// The count of rounds in which no woken task did anything on the time it was woken by.
///
/// The first rounds only yield, which is enough when a woken task's awaited work is a few hops on the
/// executor. Later rounds suspend on the real clock for a time that doubles each round: a woken task
/// whose thread the system preempted needs a free core, and a yielding loop would keep this one busy.
struct QuietRounds {
    /// Quiet rounds in a row after which the woken tasks are taken to be done.
    static let limit = 10
    /// Rounds that only yield before the suspending ones start.
    static let yieldingRounds = 3

    private var lastActivity: UInt64?
    private var rounds = 0

    /// Records one look at the time; returns `false` once the woken tasks have been quiet for ``limit`` rounds.
    mutating func observe(activity: UInt64, allRunning: Bool) -> Bool {
        if activity != lastActivity || !allRunning {
            lastActivity = activity
            rounds = 0
        } else {
            rounds += 1
        }
        return rounds <= Self.limit
    }

    /// Lets the woken tasks run before the next look.
    func pause() async {
        guard rounds > Self.yieldingRounds else {
            await Task.yield()
            return
        }
        try? await Task.sleep(for: .microseconds(50 << (rounds - Self.yieldingRounds - 1)))
    }
}
