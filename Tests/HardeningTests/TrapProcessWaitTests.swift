import DICore
import Foundation
import Testing

/// Waiting for a child process must not hold a thread of the cooperative pool: the pool has as many threads as the
/// machine has cores, so a few tests that each waited on their thread for a slow child (a stress run, a wait that
/// times out) stopped every other test of the run until the children ended.
@Suite("Waiting for a child process")
struct TrapProcessWaitTests {
    @Test("two tests waiting for slow children on one thread leave that thread free meanwhile")
    func waitingHoldsNoThread() async throws {
        // One thread stands for the whole pool, so other tests running in parallel cannot blur what it shows.
        let executor = OneThreadExecutor()
        defer { executor.stop() }
        let finished = Locked(0)
        try await withTaskExecutorPreference(executor) {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        let outcome = try await TrapProcess.run("sleep-2-seconds", limit: 30)
                        #expect(outcome.status == 0 && !outcome.timedOut)
                        finished.withLock { $0 += 1 }
                    }
                }
                let started = ContinuousClock.now
                try await Task.sleep(for: .milliseconds(300))
                let resumed = ContinuousClock.now
                #expect(finished.withLock { $0 } == 0, "the children had ended before the thread was free")
                #expect(
                    resumed - started < .milliseconds(1_500), "the thread was free again after \(resumed - started)")
                try await group.waitForAll()
            }
        }
    }
}

/// A task executor with one thread of its own.
private final class OneThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init() {
        Thread { self.runJobs() }.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once its queue is empty.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped {
                condition.wait()
            }
            guard !jobs.isEmpty else {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
