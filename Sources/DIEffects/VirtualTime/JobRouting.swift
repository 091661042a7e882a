import DICore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Sends the jobs that woken code enqueues to the executor of the virtual time that woke it.
///
/// Swift's concurrency runtime lets a process see every job on its way to the global concurrent executor,
/// through a hook it exports (`swift_task_enqueueGlobal_hook`, in libswift_Concurrency on Linux and on Apple
/// platforms alike, found with `dlsym`). The hook installed here reads one per-thread value, the
/// attribution: while a thread resumes a sleeper for a virtual time or runs a job on its
/// ``VirtualTimeExecutor``, a job enqueued for the global executor goes to that executor. A woken task is
/// also followed by address while time moves, so its next job goes there from any thread (back from the main
/// actor, say). Every other job goes where it would have gone, through whatever hook was installed before. It is installed the first time
/// a virtual time moves asynchronously and stays: a test process pays one per-thread read per job.
///
/// Main-actor jobs are not shown to hooks (the runtime stopped calling `swift_task_enqueueMainExecutor_hook`),
/// so ``VirtualTime`` follows main-actor work through the main queue instead. What no hook sees, a woken
/// task reaches only through something else: a `DispatchQueue`, a thread, an actor with an executor of its
/// own, a continuation resumed from any of them. Where `dlsym` is missing (Windows, WASI) or task executors
/// are (Apple platforms before macOS 15 and iOS 18), nothing is routed and every woken task is in that
/// position.
enum JobRouting {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// The executor the current thread's jobs belong to, if any.
    private final class Attribution {
        var executor: AnyObject?
    }

    private static let attribution = ThreadLocal { Attribution() }

    /// Runs `body` with the jobs it enqueues routed to `executor` (with `nil`, routed nowhere).
    static func attributing<Result>(to executor: AnyObject?, _ body: () throws -> Result) rethrows -> Result {
        let current = attribution.value
        let previous = current.executor
        current.executor = executor
        defer { current.executor = previous }
        return try body()
    }

    /// Whether the current thread's jobs are routed to `executor`.
    static func isAttributed(to executor: AnyObject) -> Bool {
        attribution.value.executor === executor
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private static var attributedExecutor: VirtualTimeExecutor? {
        attribution.value.executor.map { unsafeDowncast($0, to: VirtualTimeExecutor.self) }
    }

    /// What the hook knows besides the attribution, under one lock.
    private struct Routes: @unchecked Sendable {
        /// The hook installed before this one (its address; 0 for none), which gets every job not routed here.
        var previousHook: UInt = 0
        /// Woken tasks by address (a task's job has the task's address), with the executor that follows them:
        /// such a task's next job goes there from any thread, so a woken task that hops to the main actor and
        /// back is followed on its way back.
        var wokenTasks: [UInt: AnyObject] = [:]
    }

    private static let routes = Locked(Routes())

    /// Routes `task`'s jobs to `executor` from any thread until ``forget(_:)``.
    static func follow(_ task: UInt, to executor: AnyObject) {
        routes.withLock { $0.wokenTasks[task] = executor }
    }

    /// Stops routing `tasks` by address.
    static func forget(_ tasks: some Sequence<UInt>) {
        routes.withLock { routes in
            for task in tasks { routes.wokenTasks.removeValue(forKey: task) }
        }
    }

    /// Installs the hook, again if something replaced it since; `false` where the runtime has none.
    static func install() -> Bool {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let slot = hookSlot else {
            return false
        }
        let hook = unsafeBitCast(globalHook as Hook, to: UnsafeRawPointer.self)
        routes.withLock { routes in
            guard slot.pointee != hook else { return }
            routes.previousHook = UInt(bitPattern: slot.pointee)
            slot.pointee = hook
        }
        return true
    }

    private static let globalHook: Hook = { job, original in
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return original(job) }
        if let executor = attributedExecutor {
            return executor.enqueueWokenWork(job)
        }
        let (follower, previous) = routes.withLock { routes in
            (
                routes.wokenTasks.isEmpty ? nil : routes.wokenTasks[unsafeBitCast(job, to: UInt.self)],
                routes.previousHook
            )
        }
        if let follower {
            unsafeDowncast(follower, to: VirtualTimeExecutor.self).enqueueWokenWork(job)
        } else if let previous = UnsafeRawPointer(bitPattern: previous) {
            unsafeBitCast(previous, to: Hook.self)(job, original)
        } else {
            original(job)
        }
    }

    /// Where the runtime keeps the hook.
    private nonisolated(unsafe) static let hookSlot: UnsafeMutablePointer<UnsafeRawPointer?>? = {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook")?
                .assumingMemoryBound(to: UnsafeRawPointer?.self)
        #else
            nil
        #endif
    }()
}
