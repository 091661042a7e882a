import Synchronization

/// The sleeping tasks of one scenario run: starts them, counts their sleeps, and tells which finished their loops.
///
/// A sleeper that a clock never wakes is never awaited: ``waitForLoops()`` gives the tasks a bounded number of
/// yields and a short grace of real time, and the runner counts the ones still unfinished as lost and cancels
/// them, so a lost sleeper costs a run its grace instead of hanging the benchmark.
///
/// ```swift
/// sleepers.start(1, sleepsEach: 1_000) { try await clock.sleep(for: .seconds(1)) }
/// await clock.waitForSleepers(1)
/// for _ in 0..<1_000 { await clock.advance(by: .seconds(1)) }
/// await sleepers.waitForLoops()
/// ```
final class SleeperPool: Sendable {
    /// Yields the waits give the sleeping tasks before they fall back on real time.
    static let yieldsBeforeGrace = 1_000
    /// The real time the waits give the sleeping tasks after their yields.
    static let grace = Duration.milliseconds(100)

    private struct Sleepers {
        var tasks: [Task<Void, Never>] = []
        var finished: [Bool] = []
        /// Calls to the clock's sleep, counted as each is made (before the clock has registered it).
        var sleepCalls = 0
    }

    private let sleepers = Mutex(Sleepers())

    /// How many sleeping tasks were started.
    var started: Int {
        sleepers.withLock { $0.tasks.count }
    }

    /// How many sleeping tasks have not finished their loops.
    var unfinished: Int {
        sleepers.withLock { $0.finished.count { !$0 } }
    }

    private var sleepCalls: Int {
        sleepers.withLock { $0.sleepCalls }
    }

    /// Starts `count` tasks, each calling `sleep` `sleepsEach` times in a loop; a sleep that throws ends its
    /// task unfinished.
    func start(_ count: Int, sleepsEach: Int, _ sleep: @escaping @Sendable () async throws -> Void) {
        for index in 0..<count {
            sleepers.withLock { $0.finished.append(false) }
            let task = Task {
                for _ in 0..<sleepsEach {
                    sleepers.withLock { $0.sleepCalls += 1 }
                    do {
                        try await sleep()
                    } catch {
                        return
                    }
                }
                sleepers.withLock { $0.finished[index] = true }
            }
            sleepers.withLock { $0.tasks.append(task) }
        }
    }

    /// Yields until the tasks have called sleep `count` times in all, or the yields run out.
    ///
    /// For a clock that cannot tell how many sleepers it holds: a call counted here has not necessarily reached
    /// the clock yet, and a clock that is advanced before it has loses that sleeper.
    func waitForSleepCalls(_ count: Int) async {
        var yields = 0
        while sleepCalls < count && yields < Self.yieldsBeforeGrace {
            await Task.yield()
            yields += 1
        }
    }

    /// Waits, boundedly, for every task to finish its loop, then awaits the ones that did.
    ///
    /// A finished task has nothing left to do but return, so awaiting it cannot hang; an unfinished one is left
    /// for the runner to count as lost.
    func waitForLoops() async {
        var yields = 0
        while unfinished > 0 && yields < Self.yieldsBeforeGrace {
            await Task.yield()
            yields += 1
        }
        let graceEnd = ContinuousClock.now.advanced(by: Self.grace)
        while unfinished > 0 && ContinuousClock.now < graceEnd {
            try? await Task.sleep(for: .milliseconds(1))
        }
        let finishedTasks = sleepers.withLock { state in
            zip(state.tasks, state.finished).filter(\.1).map(\.0)
        }
        for task in finishedTasks { await task.value }
    }

    /// Cancels every task that has not finished its loop, without waiting for it.
    func cancelUnfinished() {
        let unfinishedTasks = sleepers.withLock { state in
            zip(state.tasks, state.finished).filter { !$0.1 }.map(\.0)
        }
        for task in unfinishedTasks { task.cancel() }
    }
}
