import DICore

/// A value delivered once by whichever of several racers gets there first; later deliveries are ignored.
final class OneShot<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var waiters: [CheckedContinuation<Value, Never>] = []
        var delivered = false
    }

    private let state = Locked(State())

    /// Delivers `value` unless something was delivered already; returns whether this call won.
    @discardableResult
    func deliver(_ value: Value) -> Bool {
        let waiters: [CheckedContinuation<Value, Never>]? = state.withLock { state in
            guard !state.delivered else { return nil }
            state.delivered = true
            state.value = value
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return false }
        for waiter in waiters {
            waiter.resume(returning: value)
        }
        return true
    }

    /// The delivered value; suspends until there is one.
    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let ready: Value? = state.withLock { state in
                    if state.delivered { return state.value }
                    state.waiters.append(continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }
}
