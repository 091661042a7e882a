#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// A thread of its own on which a verification runs the builds it checks, synchronous and awaited alike.
///
/// A build that would stop the app (a `resolveAssert` of a key nothing binds, a cycle met by `@Inject`) cannot
/// return into its factory: Swift has no way to unwind a non-throwing call. On this thread the trap ends the
/// build instead of the process: ``endThread(after:)`` hands the error to the verification waiting for the build and
/// leaves the thread asleep for the rest of the process, so the factory never continues with a value it could not
/// have. The thread is never ended early, so nothing it holds is torn down halfway; what the abandoned build had
/// allocated stays allocated. The verification then continues on a new thread.
///
/// Awaited builds run here too, as tasks that prefer this thread as their executor: a trap in an `async`
/// factory (or in a task it starts without hopping elsewhere) parks this thread, never a thread of the shared
/// cooperative pool. Task executors exist on Linux and Windows with every Swift 6 runtime, and on Apple
/// platforms from macOS 15, iOS 18, tvOS 18 and watchOS 11 (see ``VerificationSession``; on earlier Apple
/// systems awaited builds run on the shared pool, where a trap stops the process).
package final class VerificationThread: ThreadTrapHandler, @unchecked Sendable {
    private enum Work {
        case call(() -> Void)
        case job(UnownedJob)
    }

    /// The build in progress, completed by its end or by a trap.
    private final class Pending: @unchecked Sendable {
        private let lock = Lock()
        private let condition = Condition()
        private var outcome: DIError??
        private var continuation: CheckedContinuation<DIError??, Never>?

        init(continuation: CheckedContinuation<DIError??, Never>? = nil) {
            self.continuation = continuation
        }

        /// Records the outcome once (`nil` for a build that ended by itself) and wakes whoever waits for it.
        func complete(_ trapped: DIError?) {
            let resumed: CheckedContinuation<DIError??, Never>? = lock.withLock {
                guard case .none = outcome else { return nil }
                outcome = .some(trapped)
                condition.broadcast()
                defer { continuation = nil }
                return continuation
            }
            resumed?.resume(returning: .some(trapped))
        }

        /// Waits for ``complete(_:)``; for a caller that is not a task.
        func wait() -> DIError? {
            lock.lock()
            defer { lock.unlock() }
            while true {
                if let outcome { return outcome }
                _ = condition.wait(releasing: lock, untilNanoseconds: Condition.now() + 3_600_000_000_000)
            }
        }
    }

    private let lock = Lock()
    private let wake = Condition()
    private var queue: [Work] = []
    private var pending: Pending?
    private var stopping = false
    /// Set once a trap parked the thread: it runs nothing more.
    private(set) var isParked = false

    /// Starts the thread; it runs what it is given until ``stop()``.
    package init() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // Deep graphs build recursively; ResolutionLimits keeps 64 KiB of headroom below this.
        pthread_attr_setstacksize(&attributes, 16 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let status = pthread_create(
            &thread, &attributes,
            { raw in
                #if canImport(Darwin)
                    let owner = Unmanaged<VerificationThread>.fromOpaque(raw).takeRetainedValue()
                #else
                    let owner = Unmanaged<VerificationThread>.fromOpaque(raw!).takeRetainedValue()
                #endif
                owner.loop()
                return nil
            }, context)
        precondition(status == 0, "pthread_create failed with \(status)")
    }

    /// Runs `body` on this thread and waits for it: `.finished` when it returned, `.trapped` when it trapped,
    /// `.refused` when an earlier trap parked the thread (run it on a new one).
    package func run(_ body: @escaping () -> Void) -> Outcome {
        let pending = Pending()
        guard submit(.call(body), pending: pending) else { return .refused }
        return Outcome(pending.wait())
    }

    /// Runs `body` as a task that prefers this thread and waits for it without blocking a thread; the outcomes
    /// are ``run(_:)``'s.
    package func runAwaited(_ body: @escaping @Sendable () async -> Void) async -> Outcome {
        let trapped: DIError?? = await withCheckedContinuation { continuation in
            let pending = Pending(continuation: continuation)
            guard submit(nil, pending: pending) else {
                continuation.resume(returning: .none)
                return
            }
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                Task(executorPreference: self) {
                    await body()
                    pending.complete(nil)
                }
            } else {
                Task {
                    await body()
                    pending.complete(nil)
                }
            }
        }
        return trapped.map(Outcome.init) ?? .refused
    }

    /// How a build given to the thread ended.
    package enum Outcome {
        case finished
        case trapped(DIError)
        case refused

        init(_ trapped: DIError?) {
            self = trapped.map(Outcome.trapped) ?? .finished
        }
    }

    /// Lets the thread finish what it was given and return from its start routine.
    package func stop() {
        lock.withLock {
            stopping = true
            wake.broadcast()
        }
    }

    /// Ends the build in progress with `error` and leaves this thread asleep for good (it parks instead of
    /// ending, so nothing the interrupted build holds is torn down halfway). Called on this thread only.
    package func endThread(after error: DIError) -> Never {
        let interrupted = lock.withLock {
            isParked = true
            defer { pending = nil }
            return pending
        }
        BuildOwner.abandonCurrentThreadsBuilds()
        interrupted?.complete(error)
        let never = Lock()
        never.lock()
        while true {
            _ = Condition().wait(releasing: never, untilNanoseconds: Condition.now() + 3_600_000_000_000)
        }
    }

    /// Makes `pending` the build in progress and queues `work`; `false` if the thread is parked or stopped.
    private func submit(_ work: Work?, pending: Pending) -> Bool {
        lock.withLock {
            guard !isParked, !stopping else { return false }
            self.pending = pending
            if let work {
                queue.append(work)
            }
            wake.broadcast()
            return true
        }
    }

    private func loop() {
        ThreadTrapHandling.current = self
        while let work = next() {
            switch work {
            case .call(let body):
                body()
                let finished = lock.withLock {
                    defer { pending = nil }
                    return pending
                }
                finished?.complete(nil)
            case .job(let job):
                if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                    job.runSynchronously(on: asUnownedTaskExecutor())
                }
            }
        }
        ThreadTrapHandling.current = nil
    }

    /// The next work, or `nil` once stopped with nothing left.
    private func next() -> Work? {
        lock.lock()
        defer { lock.unlock() }
        while queue.isEmpty {
            if stopping { return nil }
            _ = wake.wait(releasing: lock, untilNanoseconds: Condition.now() + 3_600_000_000_000)
        }
        return queue.removeFirst()
    }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension VerificationThread: TaskExecutor {
    /// Runs a job of a task that prefers this thread; after ``stop()`` (a task the build left running) the shared
    /// pool runs it instead, so it is never stranded.
    package func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let accepted = lock.withLock {
            guard !stopping, !isParked else { return false }
            queue.append(.job(unowned))
            wake.broadcast()
            return true
        }
        if !accepted {
            globalConcurrentExecutor.enqueue(unowned)
        }
    }
}
