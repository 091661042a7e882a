import DICore
import Foundation
import Testing

/// Waiting for a child process must not hold a thread of the cooperative pool: the pool has as many threads as the
/// machine has cores, so a few tests that each waited on their thread for a slow child (a stress run, a wait that
/// times out) stopped every other test of the run until the children ended.
@Suite("Waiting for a child process")
struct TrapProcessWaitTests {
    @Test("two tests waiting for children on one thread leave that thread free meanwhile")
    func waitingHoldsNoThread() async throws {
        // One thread stands for the whole pool, so other tests running in parallel cannot blur what it shows.
        let executor = OneThreadExecutor()
        defer { executor.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trap-process-wait-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ended = Locked(0)
        let outcomes = try await withTaskExecutorPreference(executor) {
            try await withThrowingTaskGroup(of: TrapProcess.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        defer { ended.withLock { $0 += 1 } }
                        return try await TrapProcess.run("wait-for-stop-file", arguments: [folder.path])
                    }
                }
                // Each child runs until told to stop, and only this task, on the same one thread, tells it: it gets
                // the thread while both children run only if waiting for them left the thread free.
                while try Self.startedChildren(in: folder) < 2 && ended.current == 0 {
                    try await Task.sleep(for: .milliseconds(10))
                }
                try Data().write(to: folder.appendingPathComponent("stop"))
                return try await group.reduce(into: [TrapProcess]()) { $0.append($1) }
            }
        }
        for outcome in outcomes {
            #expect(
                outcome.reason == .exit && outcome.status == 0 && outcome.standardOutput == "stopped\n",
                "\(outcome.reason) \(outcome.status): \(outcome.standardOutput)\(outcome.standardError)")
        }
    }

    /// How many children wrote their `started-<pid>` file into `folder`.
    private static func startedChildren(in folder: URL) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("started-") }.count
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
