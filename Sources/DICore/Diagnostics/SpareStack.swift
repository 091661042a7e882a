import Foundation

/// Runs the making of a diagnostic where there is stack to spare: in place, or on a thread of its own when the
/// calling thread's stack is nearly used up.
///
/// `DI012` is raised, on purpose, when less than 64 KiB of a thread's stack is left, and the trap that shows it
/// runs at the same depth. Making the error and its message can ask the runtime for type metadata made on first
/// use (a key path's class, a collection's box), and the runtime makes that recursively on the caller's stack,
/// with no bound DIToolkit controls: under the thread sanitizer that alone can overflow what is left, and the
/// process would die of a segmentation fault instead of the message. Below ``minimumRoom`` the work therefore runs
/// on a new thread with a stack of ``spareStackSize``, waited for. Foundation's `Thread` does this on every
/// platform; where the platform does not say how much stack is left (``ResolutionStack/stackLeft()`` is `nil`),
/// the new thread is used too, which costs only on these failure paths.
package enum SpareStack {
    /// The stack left below which the work moves to a new thread.
    static let minimumRoom = 256 << 10
    /// The stack of that thread.
    static let spareStackSize = 4 << 20

    /// What `make` returns, made where there is room for it. `make` must not read task-locals or thread-locals:
    /// it may run on another thread.
    package static func run<Value: Sendable>(_ make: @escaping @Sendable () -> Value) -> Value {
        if let left = ResolutionStack.stackLeft(), left >= minimumRoom {
            return make()
        }
        let result = MadeValue<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = make()
            done.signal()
        }
        thread.stackSize = spareStackSize
        thread.start()
        done.wait()
        return result.value.unsafelyUnwrapped
    }
}

/// What the spare thread made; written before the semaphore is signalled and read after the wait.
private final class MadeValue<Value: Sendable>: @unchecked Sendable {
    var value: Value?
}
