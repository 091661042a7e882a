import Dispatch

/// Whether the caller runs on the main actor's executor, asked without trapping.
///
/// `MainActor.assumeIsolated` traps off the main actor, whose work runs on the main queue, not always the main
/// thread (on Linux `dispatchMain()` hands it to another). So this asks the queue, through a value set on it.
/// Styles use it to run a `@MainActor` factory from a synchronous resolve, or refuse with `DI013`.
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
