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
/// Swift's concurrency runtime lets a process see every job on its way to the global concurrent executor
/// and to the main executor, through two hooks it exports (`swift_task_enqueueGlobal_hook` and
/// `swift_task_enqueueMainExecutor_hook`, in libswift_Concurrency on Linux and on Apple platforms alike,
/// found with `dlsym`). The hooks installed here read one per-thread value, the attribution: while a thread
/// resumes a sleeper for a virtual time or runs a job on its ``VirtualTimeExecutor``, a job enqueued for the
/// global executor goes to that executor and a job for the main actor is run and counted by it; every other
/// job goes where it would have gone, through whatever hook was installed before. They are installed the first
/// time a virtual time moves asynchronously and stay: a test process pays one per-thread read per job.
///
/// What they cannot see, a woken task reaches only through something else: a `DispatchQueue`, a thread, an
/// actor with an executor of its own, a continuation resumed from any of them. Where `dlsym` is missing
/// (Windows, WASI) or task executors are (Apple platforms before macOS 15 and iOS 18), nothing is routed
/// and every woken task is in that position.
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

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private static var attributedExecutor: VirtualTimeExecutor? {
        attribution.value.executor.map { unsafeDowncast($0, to: VirtualTimeExecutor.self) }
    }

    /// The hooks that were installed before these (their addresses; 0 for none), which get every job these do
    /// not route.
    private static let previousHooks = Locked<(global: UInt, main: UInt)>((0, 0))

    /// Installs the hooks, again if something replaced them since; `false` where the runtime has none.
    static func install() -> Bool {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let slots = HookSlots.found else {
            return false
        }
        let global = unsafeBitCast(globalHook as Hook, to: UnsafeRawPointer.self)
        let main = unsafeBitCast(mainHook as Hook, to: UnsafeRawPointer.self)
        previousHooks.withLock { previous in
            if slots.global.pointee != global {
                previous.global = UInt(bitPattern: slots.global.pointee)
                slots.global.pointee = global
            }
            if slots.main.pointee != main {
                previous.main = UInt(bitPattern: slots.main.pointee)
                slots.main.pointee = main
            }
        }
        return true
    }

    private static let globalHook: Hook = { job, original in
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let executor = attributedExecutor {
            executor.enqueue(job)
        } else if let previous = UnsafeRawPointer(bitPattern: previousHooks.withLock { $0.global }) {
            unsafeBitCast(previous, to: Hook.self)(job, original)
        } else {
            original(job)
        }
    }

    private static let mainHook: Hook = { job, original in
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let executor = attributedExecutor {
            executor.enqueueOnMainActor(job)
        } else if let previous = UnsafeRawPointer(bitPattern: previousHooks.withLock { $0.main }) {
            unsafeBitCast(previous, to: Hook.self)(job, original)
        } else {
            original(job)
        }
    }

    /// Where the runtime keeps the two hooks.
    private struct HookSlots: @unchecked Sendable {
        let global: UnsafeMutablePointer<UnsafeRawPointer?>
        let main: UnsafeMutablePointer<UnsafeRawPointer?>

        static let found: HookSlots? = {
            #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
                let process = dlopen(nil, RTLD_NOW)
                guard let global = dlsym(process, "swift_task_enqueueGlobal_hook"),
                    let main = dlsym(process, "swift_task_enqueueMainExecutor_hook")
                else { return nil }
                return HookSlots(
                    global: global.assumingMemoryBound(to: UnsafeRawPointer?.self),
                    main: main.assumingMemoryBound(to: UnsafeRawPointer?.self))
            #else
                return nil
            #endif
        }()
    }
}
