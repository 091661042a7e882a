import DICore
import Foundation

/// A one-way door tasks can wait at without blocking a thread; `open()` lets every waiter through.
final class Latch: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Lets every current and future waiter through.
    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters {
            waiter.resume()
        }
    }

    /// Suspends until `open()` is called (returns at once if it was).
    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiters.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }
}

/// An error a factory throws on purpose.
struct FactoryRefused: Error {}

/// Runs `body` on a thread of its own, outside the cooperative pool (where a synchronous wait may sleep), and
/// hands its outcome to the awaiting task.
func onThreadOfItsOwn<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
