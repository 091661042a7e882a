/// A handle to scheduled work; ``cancel()`` stops it from running (again).
///
/// ```swift
/// let timer = scheduler.schedule(after: .seconds(1), interval: .seconds(1)) {
///     tick()
/// }
/// timer.cancel()
/// ```
public final class ScheduledWork: Sendable {
    private let cancelled = Locked(false)
    private let onCancel: Locked<(@Sendable () -> Void)?>

    /// A handle that runs `onCancel` once, on the first ``cancel()``.
    ///
    /// ```swift
    /// let work = ScheduledWork { item.cancel() }
    /// ```
    public init(onCancel: (@Sendable () -> Void)? = nil) {
        self.onCancel = Locked(onCancel)
    }

    /// Whether ``cancel()`` was called.
    ///
    /// ```swift
    /// #expect(timer.isCancelled == false)
    /// ```
    public var isCancelled: Bool {
        cancelled.withLock { $0 }
    }

    /// Stops the work; calling it again does nothing.
    ///
    /// ```swift
    /// timer.cancel()
    /// ```
    public func cancel() {
        let wasCancelled = cancelled.withLock { flag in
            defer { flag = true }
            return flag
        }
        guard !wasCancelled else { return }
        onCancel.withLock { handler in
            defer { handler = nil }
            return handler
        }?()
    }
}
