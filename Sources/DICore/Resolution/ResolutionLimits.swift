/// The bounds DIToolkit puts on one resolution, so a runaway graph or a blocked build is reported, not endured.
///
/// Both limits are process-wide and safe to change from any thread; a change
/// applies to the checks that start after it.
///
/// - ``maximumDepth`` (default 1,000): a resolution whose chain of builds gets
///   deeper stops with ``DIError/Code-swift.enum/resolutionTooDeep`` (`DI012`) naming the
///   path's head and tail. So does a resolution that leaves less than 64 KiB of
///   the resolving thread's stack, whatever the limit: a deep graph on a small
///   secondary-thread stack is reported instead of crashing the process.
/// - ``buildWaitTimeout`` (default 10 seconds): a build that waits longer than
///   this for another thread's build of the same binding stops with
///   ``DIError/Code-swift.enum/buildWaitTimedOut`` (`DI011`), which names the owning
///   thread's build path. The usual cause is a factory that blocks on a thread
///   (a semaphore, `DispatchQueue.sync`, `DispatchQueue.main.sync`) that needs
///   the very dependency the factory is building.
///
/// A throwing API (`resolveThrowing`) throws these errors; a non-throwing one
/// (`resolve`, `resolveAssert`, `@Inject`, `Lazy.instance`) stops the process
/// with the full message.
///
/// ```swift
/// // A generated graph that is legitimately 5,000 levels deep, resolved on a thread with a big stack:
/// ResolutionLimits.maximumDepth = 5_000
/// // A factory that may take a minute to connect, waited for by other threads:
/// ResolutionLimits.buildWaitTimeout = .seconds(60)
/// ```
public enum ResolutionLimits {
    /// The default of ``maximumDepth``: 1,000 nested builds.
    public static let defaultMaximumDepth = 1_000

    /// How much of a thread's stack a resolution always leaves unused: 64 KiB.
    package static let minimumStackHeadroom = 64 << 10

    private static let depthLimit = AtomicCounter(defaultMaximumDepth)
    private static let waitNanoseconds = AtomicCounter(10_000_000_000)

    /// The most builds one resolution may nest; deeper is `DI012`. Values below 32 count as 32.
    ///
    /// The first 32 levels are never checked (they cost nothing extra), so the
    /// limit cannot be lower than that.
    public static var maximumDepth: Int {
        get { depthLimit.value }
        set { depthLimit.store(max(newValue, ResolutionStack.linearDepth)) }
    }

    /// How long a build waits for another thread's build of the same binding before it stops with `DI011`.
    ///
    /// Negative durations count as zero (give up at once).
    public static var buildWaitTimeout: Duration {
        get { .nanoseconds(waitNanoseconds.value) }
        set {
            let (seconds, attoseconds) = newValue.components
            let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
            let total = overflow ? Int64.max : nanoseconds.addingReportingOverflow(attoseconds / 1_000_000_000).0
            waitNanoseconds.store(Int(clamping: max(0, total)))
        }
    }

    /// ``buildWaitTimeout`` in nanoseconds, for the wait loop.
    package static var buildWaitNanoseconds: Int {
        waitNanoseconds.value
    }
}
