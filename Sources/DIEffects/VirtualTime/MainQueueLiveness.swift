import DICore
import Dispatch

/// Whether this process runs what is queued on its main queue, as far as it has shown.
///
/// Virtual time follows main-actor code through the main queue, so it must tell a main queue that is busy (a
/// loaded machine, another test's synchronous work on the main actor) from one that never runs: a synchronous
/// `main` that blocks on a semaphore, where waiting would hang. From outside the two look alike only until the
/// queue runs something once, so the first virtual time made queues a probe there: once it has run, the main queue
/// is waited for however long it takes; until then, only for a limit counted from when the probe was queued.
///
/// The main queue is drained by the main thread's run loop in an app or an XCTest run on Apple platforms, and by
/// `dispatchMain()` (on a thread of Dispatch's pool on Linux) under an async `main`, Swift Testing's included.
enum MainQueueLiveness {
    private struct Probe {
        var queuedAt: ContinuousClock.Instant?
        var hasRun = false
        var givenUp = false
    }

    private static let probe = Locked(Probe())

    /// Queues the probe on the main queue, the first time only.
    static func watch() {
        let isFirst = probe.withLock { probe in
            guard probe.queuedAt == nil else { return false }
            probe.queuedAt = .now
            return true
        }
        guard isFirst else { return }
        DispatchQueue.main.async { probe.withLock { $0.hasRun = true } }
    }

    /// Whether the main queue has run the probe.
    static var hasRun: Bool {
        probe.withLock { $0.hasRun }
    }

    /// Records that moving time went on without the main queue; `true` the first time only, so a program whose main
    /// queue never runs is told once, not on every move.
    static func giveUp() -> Bool {
        probe.withLock { probe in
            defer { probe.givenUp = true }
            return !probe.givenUp
        }
    }

    /// How much longer to wait for a main queue that has run nothing yet before taking it to never run: `nil` once
    /// it has run (wait however long it takes), else what is left of `limit` since the probe was queued.
    static func patience(within limit: Duration) -> Duration? {
        probe.withLock { probe in
            guard !probe.hasRun else { return nil }
            guard let queuedAt = probe.queuedAt else { return limit }
            return max(.zero, limit - (ContinuousClock.now - queuedAt))
        }
    }
}
