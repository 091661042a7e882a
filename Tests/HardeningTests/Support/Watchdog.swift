import Dispatch
import Foundation
import Testing

/// Turns work that deadlocks into a test failure, and never fails work that is only slow.
///
/// The work counts its steps on a ``ProgressMeter``; the watchdog gives up on it only when no step was counted for
/// ``stallLimit``. A busy machine or the thread sanitizer makes every step slower but cannot stop the steps for
/// minutes, so the verdict does not depend on how busy the machine is. Work that has no steps to count (one deep
/// recursion) never advances the meter, and the same limit is then its hang limit: far beyond anything it needs.
enum Watchdog {
    /// How long work may count no step before it counts as hanging: five minutes, under a sanitizer too.
    static let stallLimit: Duration = .seconds(300)

    /// How long a blocking wait for one step of another thread may last: ``stallLimit`` from now.
    static func stepDeadline() -> DispatchTime {
        .now() + .seconds(Int(stallLimit.components.seconds))
    }

    /// Runs `work` in its own task and waits until it finishes or stops counting steps for `stallLimit`.
    ///
    /// The work runs in an unstructured task, so a deadlocked body cannot keep this function (and the test) waiting:
    /// once `progress` stood still for `stallLimit`, it records an issue and returns `nil`. Give the meter one lane
    /// per task or thread that counts steps, so the workers never share a counter.
    static func run<Result: Sendable>(
        watching progress: ProgressMeter = ProgressMeter(),
        stallLimit: Duration = stallLimit,
        sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ work: @escaping @Sendable (ProgressMeter) async -> Result
    ) async -> Result? {
        let outcome = OneShot<Result?>()
        let worker = Task { outcome.deliver(await work(progress)) }
        let result = await watch(progress, stallLimit: stallLimit, outcome: outcome)
        if result == nil {
            worker.cancel()
            Issue.record(
                "stress work counted no step for \(stallLimit) and did not finish: a deadlock or a livelock",
                sourceLocation: sourceLocation)
        }
        return result
    }

    /// Runs blocking `work` on a new thread with a `stackSize`-byte stack and waits until it finishes or stops
    /// counting steps for `stallLimit`.
    ///
    /// Used for deep recursion (which needs a big stack) and for code that could block a cooperative-pool thread.
    /// The wait suspends rather than blocking the caller's thread, so slow work (deep graphs under the thread
    /// sanitizer) holds none of the pool's few threads. Returns `nil` and records an issue when the work hangs.
    static func onThread<Result: Sendable>(
        stackSize: Int = 1 << 20,
        watching progress: ProgressMeter = ProgressMeter(),
        stallLimit: Duration = stallLimit,
        sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ work: @escaping @Sendable (ProgressMeter) -> Result
    ) async -> Result? {
        let outcome = OneShot<Result?>()
        let thread = Thread { outcome.deliver(work(progress)) }
        thread.stackSize = stackSize
        thread.start()
        let result = await watch(progress, stallLimit: stallLimit, outcome: outcome)
        if result == nil {
            Issue.record(
                "blocking work counted no step for \(stallLimit) and did not finish: it hangs",
                sourceLocation: sourceLocation)
        }
        return result
    }

    /// Waits for `outcome`, delivering `nil` into it once `progress` stood still for `stallLimit`.
    ///
    /// The readings are taken on a Dispatch queue, outside Swift's cooperative pool, so they go on while the work
    /// blocks every pool thread.
    private static func watch<Result: Sendable>(
        _ progress: ProgressMeter, stallLimit: Duration, outcome: OneShot<Result?>
    ) async -> Result? {
        let rule = StallRule(limit: stallLimit, steps: progress.steps, at: .now)
        takeReading(progress, rule: rule, every: stallLimit / 10, outcome: outcome)
        return await outcome.value
    }

    private static func takeReading<Result: Sendable>(
        _ progress: ProgressMeter, rule: StallRule, every interval: Duration, outcome: OneShot<Result?>
    ) {
        let (seconds, attoseconds) = interval.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            guard !outcome.isDelivered else { return }
            var rule = rule
            if rule.isStalled(steps: progress.steps, at: .now) {
                outcome.deliver(nil)
            } else {
                takeReading(progress, rule: rule, every: interval, outcome: outcome)
            }
        }
    }
}
