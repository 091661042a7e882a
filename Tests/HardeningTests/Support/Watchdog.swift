import DICore
import Foundation
import Testing

/// Runs stress work under a deadline, failing the test instead of hanging CI when the work deadlocks.
enum Watchdog {
    /// The default deadline: 30 s, or 60 s under Thread Sanitizer.
    ///
    /// The deadline is there to turn a deadlock into a failure, not to time the work: a deadlock never
    /// finishes, however long the deadline. The whole suite runs in parallel on few cores, so a stress
    /// test that takes 1–3 s alone finished after 11 s in a full run on a busy machine, and several
    /// times later than that under TSan.
    static let defaultLimit: Duration = Sanitizers.threadSanitizerIsActive ? .seconds(60) : .seconds(30)

    /// Runs `work` in its own task and waits for it or for `limit`, whichever comes first.
    ///
    /// The work runs in an unstructured task, so a deadlocked body cannot keep this
    /// function (and the test) waiting: after `limit` it records an issue and returns `nil`.
    static func run<Result: Sendable>(
        limit: Duration = defaultLimit,
        sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ work: @escaping @Sendable () async -> Result
    ) async -> Result? {
        let outcome = OneShot<Result?>()
        let started = ContinuousClock.now
        let worker = Task { outcome.deliver(await work()) }
        let timer = Task {
            try? await Task.sleep(for: limit)
            outcome.deliver(nil)
        }
        let result = await outcome.value
        timer.cancel()
        if result == nil {
            worker.cancel()
            Issue.record(
                "stress work did not finish within \(limit): deadlock or livelock", sourceLocation: sourceLocation)
        }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < limit, sourceLocation: sourceLocation)
        return result
    }

    /// Runs blocking `work` on a new thread with a `stackSize`-byte stack and waits at most `limit`.
    ///
    /// Used for deep recursion (which needs a big stack) and for code that could block a
    /// cooperative-pool thread. The wait suspends rather than blocking the caller's thread, so slow work (deep
    /// graphs under the thread sanitizer) holds none of the pool's few threads. Returns `nil` and records an issue
    /// when the deadline passes.
    static func onThread<Result: Sendable>(
        stackSize: Int = 1 << 20,
        limit: TimeInterval = 10,
        sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ work: @escaping @Sendable () -> Result
    ) async -> Result? {
        let outcome = OneShot<Result?>()
        let thread = Thread { outcome.deliver(work()) }
        thread.stackSize = stackSize
        thread.start()
        let timer = Task {
            try? await Task.sleep(for: .seconds(limit))
            outcome.deliver(nil)
        }
        let result = await outcome.value
        timer.cancel()
        if result == nil {
            Issue.record("blocking work did not finish within \(limit) s", sourceLocation: sourceLocation)
        }
        return result
    }
}

/// A value delivered once by whichever of several racers gets there first.
final class OneShot<Value: Sendable>: Sendable {
    private let state = Locked<(value: Value?, waiter: CheckedContinuation<Value, Never>?, done: Bool)>(
        (nil, nil, false))

    /// Delivers `value` unless something was delivered already.
    func deliver(_ value: Value) {
        let waiter: CheckedContinuation<Value, Never>? = state.withLock { state in
            guard !state.done else { return nil }
            state.done = true
            state.value = value
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: value)
    }

    /// The first delivered value; suspends until there is one.
    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let ready: Value? = state.withLock { state in
                    if state.done { return state.value }
                    state.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }
}
