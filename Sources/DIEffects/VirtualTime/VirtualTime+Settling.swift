extension VirtualTime {
    /// Waits until every task this time woke has slept here again, or has gone quiet.
    ///
    /// Swift offers no way to ask whether a task has finished or is waiting on something else, so a woken
    /// task that does not sleep here again is judged by what it does: while any woken task has not yet
    /// returned from its `sleep`, or a sleep is half-registered, the wait goes on (each is certain to come);
    /// once all of them run their own code, every sleep, registration, cancellation or scheduling on this
    /// time restarts the count of ``QuietRounds``, and once the rounds have been quiet long enough the
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

/// The rounds in which no woken task did anything on the time it was woken by, and how long they lasted.
///
/// Every round yields, which sends this task to the back of the executor's queue: a woken task waiting
/// there runs before the next round, so an executor crowded with other work makes the rounds slower
/// rather than the woken task later. Every ``sleepEvery``-th round instead suspends on the real clock, and
/// after ``minimumRounds`` every round does: a woken task whose thread the system preempted needs a free
/// core, which a loop that only yields would keep busy. The woken tasks are taken to be done after
/// ``minimumRounds`` quiet rounds that together lasted ``minimumQuietTime`` plus four times the longest
/// delay seen in waking from those suspensions, so a machine short of cores waits longer for them.
struct QuietRounds {
    /// Quiet rounds in a row before the woken tasks may be taken to be done.
    static let minimumRounds = 96
    /// How often a round suspends on the real clock before ``minimumRounds``.
    static let sleepEvery = 16
    /// The least real time the quiet rounds must last.
    static let minimumQuietTime = Duration.milliseconds(10)
    /// The longest the quiet rounds may last, however slow waking up is.
    static let maximumQuietTime = Duration.milliseconds(100)

    private let clock = ContinuousClock()
    private var lastActivity: UInt64?
    private var rounds = 0
    private var quietSince = ContinuousClock.now
    private var slowestWake = Duration.zero

    /// Records one look at the time; returns `false` once the woken tasks have been quiet long enough.
    mutating func observe(activity: UInt64, allRunning: Bool) -> Bool {
        guard activity == lastActivity, allRunning else {
            lastActivity = activity
            rounds = 0
            quietSince = clock.now
            return true
        }
        rounds += 1
        guard rounds >= Self.minimumRounds else { return true }
        let quiet = quietSince.duration(to: clock.now)
        return quiet < Swift.min(Self.minimumQuietTime + slowestWake * 4, Self.maximumQuietTime)
    }

    /// Lets the woken tasks run before the next look.
    mutating func pause() async {
        guard rounds >= Self.minimumRounds || (rounds > 0 && rounds.isMultiple(of: Self.sleepEvery)) else {
            await Task.yield()
            return
        }
        let requested = Duration.microseconds(50 << Swift.min(rounds / Self.sleepEvery, 5))
        let start = clock.now
        try? await Task.sleep(for: requested)
        slowestWake = Swift.max(slowestWake, start.duration(to: clock.now) - requested)
    }
}
