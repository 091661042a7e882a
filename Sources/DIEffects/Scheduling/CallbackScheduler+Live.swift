import Dispatch

extension CallbackScheduler {
    /// A scheduler that runs work on `queue` at wall-clock times.
    ///
    /// A report the work makes goes where a report of the code that scheduled it would: to its
    /// `DiagnosticReporter.collectReports` scope, else to the test that scheduled it (in Swift Testing,
    /// recorded shortly after it is made), although the queue's thread runs no test.
    ///
    /// ```swift
    /// let main = CallbackScheduler.live(queue: .main)
    /// ```
    public static func live(queue: DispatchQueue) -> CallbackScheduler {
        CallbackScheduler(
            schedule: { action in queue.async(execute: ReportHandOff.wrapping(action)) },
            scheduleAfter: { delay, interval, scheduled in
                let action = ReportHandOff.wrapping(scheduled)
                let timer = DispatchSource.makeTimerSource(queue: queue)
                let deadline = DispatchTime.now() + dispatchInterval(delay)
                if let interval {
                    timer.schedule(deadline: deadline, repeating: dispatchInterval(interval))
                } else {
                    timer.schedule(deadline: deadline)
                }
                let box = TimerBox(timer)
                timer.setEventHandler {
                    action()
                    if interval == nil { box.cancel() }
                }
                timer.resume()
                return ScheduledWork { box.cancel() }
            })
    }

    /// Reports "Unimplemented: Scheduler.schedule" for every call and never runs the work.
    ///
    /// Its `now` reports "Unimplemented: Scheduler.now" and answers ``VirtualInstant/zero``; its `sleep`
    /// reports "Unimplemented: Scheduler.sleep" and returns at once, so the code under test keeps running.
    ///
    /// ```swift
    /// let scheduler = CallbackScheduler.unimplemented()
    /// ```
    public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> CallbackScheduler {
        unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
    }

    /// The unimplemented value, reporting at `location`.
    package static func unimplemented(at location: UnimplementedSite) -> CallbackScheduler {
        return CallbackScheduler(
            schedule: { _ in reportUnimplemented("Scheduler.schedule", at: location) },
            scheduleAfter: { _, _, _ in
                reportUnimplemented("Scheduler.schedule", at: location)
                let work = ScheduledWork()
                work.cancel()
                return work
            },
            now: {
                reportUnimplemented("Scheduler.now", at: location)
                return .zero
            },
            sleep: { _ in
                reportUnimplemented("Scheduler.sleep", at: location)
                try Task.checkCancellation()
            })
    }

    private static func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow, nanoseconds.partialValue < Int64(Int.max) else { return .never }
        return .nanoseconds(Int(max(0, nanoseconds.partialValue + attoseconds / 1_000_000_000)))
    }
}

/// Lets a `DispatchSourceTimer` be cancelled from any thread, once.
///
/// Dispatch sources are thread-safe, but corelibs-libdispatch does not mark them `Sendable`,
/// so `Locked` (which is `Sendable` only for `Sendable` values) cannot vouch for this box.
private final class TimerBox: @unchecked Sendable {
    private let timer: Locked<(any DispatchSourceTimer)?>

    init(_ timer: any DispatchSourceTimer) {
        self.timer = Locked(timer)
    }

    func cancel() {
        timer.withLock { timer in
            defer { timer = nil }
            return timer
        }?.cancel()
    }
}
