import DICore
import Dispatch

/// Runs the work a virtual time wakes, one job at a time, and tells when none is left.
///
/// Moving time resumes a sleeper with ``JobRouting`` pointing at this executor, so the woken task's job comes
/// here; while a job runs here, every job it enqueues for the global executor (a task it creates or resumes,
/// a default actor it calls, its own next step after a `Task.yield()`) comes here too. When the queue is
/// empty and nothing runs, everything the woken code can do without help from outside has been done: that
/// is when ``untilIdle()`` returns. Nothing here waits on real time.
///
/// Jobs run on a serial dispatch queue of their own, as a task executor: a nonisolated task runs as it
/// would on the global executor, one job at a time. Like any serial executor it cannot run a job that
/// blocks its thread until another job here has run.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class VirtualTimeExecutor: TaskExecutor {
    private struct Queue {
        var jobs: [UnownedJob] = []
        var head = 0
        var draining = false
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        /// Every job ever routed here.
        var received: UInt64 = 0

        mutating func popFirst() -> UnownedJob? {
            guard head < jobs.count else {
                jobs.removeAll(keepingCapacity: true)
                head = 0
                return nil
            }
            defer { head += 1 }
            return jobs[head]
        }

        /// The idle waiters, once nothing is queued or running.
        mutating func takeIdleWaiters() -> [CheckedContinuation<Void, Never>] {
            guard !draining else { return [] }
            defer { idleWaiters.removeAll() }
            return idleWaiters
        }
    }

    private let queue = Locked(Queue())
    private let thread = DispatchQueue(label: "DIToolkit.VirtualTimeExecutor")

    func enqueue(_ job: consuming ExecutorJob) {
        enqueue(UnownedJob(job))
    }

    /// Queues `job`, starting a drain unless one runs.
    func enqueue(_ job: UnownedJob) {
        let startsDrain = queue.withLock { queue in
            queue.jobs.append(job)
            queue.received += 1
            defer { queue.draining = true }
            return !queue.draining
        }
        if startsDrain { thread.async { self.drain() } }
    }

    /// Runs `body` with the jobs it enqueues routed here; returns whether any came. A sleeper whose job went
    /// elsewhere (to an actor with an executor of its own) runs where this executor cannot watch it.
    func routing(_ body: () -> Void) -> Bool {
        let before = queue.withLock { $0.received }
        JobRouting.attributing(to: self, body)
        return queue.withLock { $0.received } != before
    }

    /// Suspends until no job is queued or running here.
    func untilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = queue.withLock { queue in
                guard queue.draining else { return true }
                queue.idleWaiters.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }

    private func drain() {
        var waiters: [CheckedContinuation<Void, Never>] = []
        JobRouting.attributing(to: self) {
            while let job = nextJob(handingOver: &waiters) {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
        // Whoever waits for idle goes on outside this executor, where it was.
        for waiter in waiters { waiter.resume() }
    }

    /// The next job; when there is none, ends the drain and hands over the idle waiters.
    private func nextJob(handingOver waiters: inout [CheckedContinuation<Void, Never>]) -> UnownedJob? {
        queue.withLock { queue in
            if let job = queue.popFirst() { return job }
            queue.draining = false
            waiters = queue.takeIdleWaiters()
            return nil
        }
    }
}
