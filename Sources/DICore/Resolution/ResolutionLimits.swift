/// The bounds DIToolkit puts on one resolution, so a runaway graph or a blocked build is reported, not endured.
///
/// Both are process-wide, safe to change from any thread, and apply to the checks that start after the change:
///
/// - ``maximumDepth`` (default 1,000): a deeper chain of builds, or one that would leave less than 64 KiB of the
///   thread's stack, stops with ``DIError/Code-swift.enum/resolutionTooDeep`` (`DI012`), naming the path's ends.
/// - ``buildWaitTimeout`` (default 10 seconds): a longer wait for another thread's build of the same binding stops
///   with ``DIError/Code-swift.enum/buildWaitTimedOut`` (`DI011`), naming what the owner is building; usually a
///   factory that blocks (a semaphore, `DispatchQueue.main.sync`) on a thread that needs the same dependency.
///
/// A throwing API (`resolveThrowing`) throws these errors; a non-throwing one stops the process with the message.
///
/// ```swift
/// // A generated graph that is legitimately 5,000 levels deep, resolved on a
/// // thread with a big stack:
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

    /// The most builds one resolution may nest; deeper is `DI012`. Values below 32 (never checked) count as 32.
    public static var maximumDepth: Int {
        get { depthLimit.value }
        set { depthLimit.store(max(newValue, ResolutionStack.linearDepth)) }
    }

    /// How long a build waits for another thread's build of the same binding before it stops with `DI011`;
    /// negative durations count as zero.
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
