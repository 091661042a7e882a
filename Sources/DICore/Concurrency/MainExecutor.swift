import Dispatch

/// Whether the caller runs on the main actor's executor, asked without trapping.
///
/// A synchronous caller cannot ask the main actor whether it is "on" it
/// (`MainActor.assumeIsolated` traps when it is not). The main actor runs its
/// work on the main dispatch queue, which is not always the main thread: on
/// Linux, `dispatchMain()` hands the main queue to another thread. So the check
/// asks the queue: a value set on the main queue is visible exactly to code the
/// main queue runs. Styles use it to run a `@MainActor` factory from a
/// synchronous resolve, or refuse with `DI013`.
package enum MainExecutor {
    private static let marker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the main queue (and so the main actor) is running the caller.
    package static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker) == true
    }
}
