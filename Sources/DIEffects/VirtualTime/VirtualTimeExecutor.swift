import DICore
import Dispatch

/// Runs the work a virtual time wakes, one job at a time, and tells when none is left.
///
/// The task moving time runs here too (it prefers this executor), so handing a woken task over and coming
/// back cost no thread switch. It resumes a sleeper with ``JobRouting`` pointing here, so the woken task's job
/// comes here; while a job of woken work runs, every job it enqueues for the global executor (a task it
/// creates or resumes, a default actor it calls, its own next step after a `Task.yield()`) comes here too.
/// When the queue is empty, everything the woken code can do without help from outside has been done: that
/// is when ``untilIdle()`` returns. Nothing here waits on real time.
///
/// Jobs run on a serial dispatch queue of their own, as a task executor: a nonisolated task runs as it
/// would on the global executor, one job at a time. Like any serial executor it cannot run a job that
/// blocks its thread until another job here has run.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class VirtualTimeExecutor: TaskExecutor {
    /// A queued job, and whether it is woken work rather than a task moving time, which prefers this executor
    /// so that following woken work costs no thread switch.
    private struct Queued {
        let job: UnownedJob
        let isWokenWork: Bool
    }

    private struct Queue {
        var jobs: [Queued] = []
        var head = 0
        var draining = false
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        /// Every job of woken work ever routed here, and who waits for the next.
        var routed: UInt64 = 0
        var routedWaiters: [(beyond: UInt64, continuation: CheckedContinuation<Void, Never>)] = []
        /// The tasks moving time here (their addresses, which are their jobs' too).
        var movers: Set<UInt> = []
        /// Every job of woken work run here since ``forgetWokenTasks()``, which ``JobRouting`` follows by address.
        var wokenTasks: Set<UInt> = []

        mutating func popFirst() -> Queued? {
            guard head < jobs.count else {
                jobs.removeAll(keepingCapacity: true)
                head = 0
                return nil
            }
            defer { head += 1 }
            return jobs[head]
        }
    }

    /// What a drain does next.
    private enum Step {
        case run(Queued)
        case wake([CheckedContinuation<Void, Never>])
    }

    private let queue = Locked(Queue())
    private let thread = DispatchQueue(label: "DIToolkit.VirtualTimeExecutor")

    /// Queues a job that the runtime sends here: a task moving time, which prefers this executor, or a task that
    /// woken work resumed while running here.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let isMover = queue.withLock { $0.movers.contains(unsafeBitCast(job, to: UInt.self)) }
        enqueue(Queued(job: job, isWokenWork: !isMover))
    }

    /// Runs `body`, which moves time, on this executor; what the task enqueues outside it is not woken work.
    func moving(_ body: () async -> Void) async {
        let task = withUnsafeCurrentTask { $0.map { unsafeBitCast($0, to: UInt.self) } } ?? 0
        queue.withLock { _ = $0.movers.insert(task) }
        defer {
            queue.withLock { _ = $0.movers.remove(task) }
            forgetWokenTasks()
        }
        await withTaskExecutorPreference(self, operation: body)
    }

    /// Queues a job of woken work.
    func enqueueWokenWork(_ job: UnownedJob) {
        enqueue(Queued(job: job, isWokenWork: true))
    }

    private func enqueue(_ queued: Queued) {
        let (startsDrain, waiters) = queue.withLock { queue in
            queue.jobs.append(queued)
            var waiters: [CheckedContinuation<Void, Never>] = []
            if queued.isWokenWork {
                queue.routed += 1
                let routed = queue.routed
                waiters = queue.routedWaiters.filter { $0.beyond < routed }.map(\.continuation)
                queue.routedWaiters.removeAll { $0.beyond < routed }
            }
            defer { queue.draining = true }
            return (!queue.draining, waiters)
        }
        if startsDrain { thread.async { self.drain() } }
        JobRouting.attributing(to: nil) {
            for waiter in waiters { waiter.resume() }
        }
    }

    /// How many jobs of woken work have been routed here.
    var routedCount: UInt64 {
        queue.withLock { $0.routed }
    }

    /// Suspends until more than `count` jobs of woken work have been routed here.
    func untilRouted(beyond count: UInt64) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let arrived = queue.withLock { queue in
                guard queue.routed <= count else { return true }
                queue.routedWaiters.append((count, continuation))
                return false
            }
            if arrived { continuation.resume() }
        }
    }

    /// Whether the current thread runs woken work for this executor.
    var isRunningWokenWork: Bool {
        JobRouting.isAttributed(to: self)
    }

    /// Runs `body` with the jobs it enqueues routed here.
    func routing(_ body: () -> Void) {
        JobRouting.attributing(to: self, body)
    }

    /// Suspends until no job is queued or running here but the caller's.
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

    /// Runs queued jobs until none is left; the idle waiters are resumed when the queue runs dry, and the task
    /// moving time, which prefers this executor, comes straight back to this loop.
    private func drain() {
        while let step = nextStep() {
            switch step {
            case .run(let queued):
                // Woken work's jobs route what they enqueue here; the task moving time's do not, so the code
                // that called it goes on where it was.
                if queued.isWokenWork { followWokenTask(queued.job) }
                JobRouting.attributing(to: queued.isWokenWork ? self : nil) {
                    queued.job.runSynchronously(on: asUnownedTaskExecutor())
                }
            case .wake(let waiters):
                for waiter in waiters { waiter.resume() }
            }
        }
    }

    private func followWokenTask(_ job: UnownedJob) {
        let task = unsafeBitCast(job, to: UInt.self)
        guard queue.withLock({ $0.wokenTasks.insert(task).inserted }) else { return }
        JobRouting.follow(task, to: self)
    }

    /// Stops following the woken tasks by address: a finished task's address may be a new task's.
    func forgetWokenTasks() {
        let tasks = queue.withLock { queue in
            defer { queue.wokenTasks.removeAll() }
            return queue.wokenTasks
        }
        JobRouting.forget(tasks)
    }

    private func nextStep() -> Step? {
        queue.withLock { queue in
            if let queued = queue.popFirst() { return .run(queued) }
            if !queue.idleWaiters.isEmpty {
                defer { queue.idleWaiters.removeAll() }
                return .wake(queue.idleWaiters)
            }
            queue.draining = false
            return nil
        }
    }
}
