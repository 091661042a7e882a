import DICore

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

    /// Whether a value was delivered.
    var isDelivered: Bool {
        state.withLock { $0.done }
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
