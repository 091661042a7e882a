import DICore
import Dispatch

/// Waits for work at most a time limit, so a scenario that hangs becomes a ✗ instead of a stuck command.
///
/// The limit is a hang limit: callers pass minutes, far beyond what the work needs on a slow machine, so only a
/// hang reaches it. The work runs in an unstructured task (which inherits the caller's task-local
/// overrides, isolated state and context); the limit is kept by a Dispatch timer,
/// outside Swift's cooperative pool, so it fires even while the work blocks a pool thread.
/// A timed-out task cannot be stopped; it is left behind and the caller moves on.
enum Deadline {
    /// The result of `work`, or `nil` if it was still running after `seconds`.
    static func run<Result: Sendable>(
        seconds: Double,
        _ work: @escaping @Sendable () async -> Result
    ) async -> Result? {
        let outcome = OneShot<Result?>()
        Task { outcome.deliver(await work()) }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { outcome.deliver(nil) }
        return await outcome.value
    }
}

/// Lets `parties` tasks wait until all of them have arrived, or until a hang limit passes (one party never comes).
final class Rendezvous: Sendable {
    private let parties: Int
    private let arrived = Locked(0)
    private let everyone = OneShot<Bool>()

    /// A meeting point for `parties` tasks that gives up after `seconds`.
    init(parties: Int, seconds: Double) {
        self.parties = parties
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [everyone] in everyone.deliver(false) }
    }

    /// Arrives and waits; `true` when every party arrived in time, `false` when the limit passed first.
    func arrive() async -> Bool {
        let count = arrived.withLock {
            $0 += 1
            return $0
        }
        if count == parties { everyone.deliver(true) }
        return await everyone.value
    }
}
