import Synchronization

/// The result of `operation`, or `nil` if it has not finished after `limit` of real time.
///
/// The benchmark must end even when a virtual clock never wakes a sleeper or a wait never returns: after
/// `limit` the caller goes on, and `operation` is cancelled and left behind, still suspended if it ignores
/// cancellation. Time the work inside `operation`, where the tasks this wait starts are not counted.
///
/// ```swift
/// let elapsed = await result(within: .seconds(60)) { await scenario() }
/// ```
func result<Value: Sendable>(
    within limit: Duration,
    of operation: @escaping @Sendable () async -> Value
) async -> Value? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        let first = FirstOutcome(continuation)
        let work = Task { await operation() }
        let timer = Task {
            try? await Task.sleep(for: limit)
            if first.resume(with: nil) { work.cancel() }
        }
        Task {
            let value = await work.value
            if first.resume(with: value) { timer.cancel() }
        }
    }
}

/// Resumes a continuation with whichever outcome comes first.
private final class FirstOutcome<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value?, Never>?>

    init(_ continuation: CheckedContinuation<Value?, Never>) {
        self.continuation = Mutex(continuation)
    }

    /// Resumes with `value` and returns `true`, or returns `false` if another outcome came first.
    func resume(with value: Value?) -> Bool {
        guard let continuation = continuation.withLock({ $0.take() }) else { return false }
        continuation.resume(returning: value)
        return true
    }
}
