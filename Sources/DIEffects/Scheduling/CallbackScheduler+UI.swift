extension CallbackScheduler {
    /// A scheduler on the main queue that runs work at once when it is scheduled from the main queue.
    ///
    /// Code that updates the interface can then finish its update in the same turn instead of one turn
    /// later, as combine-schedulers' `UIScheduler` does. Work scheduled from anywhere else, and all
    /// delayed or repeating work, goes through ``live(queue:)`` on `.main`.
    ///
    /// "On the main queue" means the main queue is running the caller, which is also the main actor's
    /// executor. On Apple platforms the main thread drains the main queue from its run loop, so this is
    /// the main thread. On Linux and Windows (swift-corelibs-libdispatch) the main queue is drained by
    /// whichever thread services it: the main thread inside a `RunLoop`, or, after `dispatchMain()` (which
    /// Swift's `async` entry point calls), a thread that libdispatch hands it to; the check asks the queue,
    /// not the thread, so it holds on every platform.
    ///
    /// ```swift
    /// @MainActor func finish() {
    ///     // runs before schedule returns
    ///     CallbackScheduler.ui.schedule { label.text = "Done" }
    /// }
    /// ```
    public static var ui: CallbackScheduler {
        let main = live(queue: .main)
        return CallbackScheduler(
            schedule: { action in
                if MainExecutor.isCurrent {
                    action()
                } else {
                    main.schedule(action)
                }
            },
            scheduleAfter: main.scheduleLater,
            now: main.currentTime,
            sleep: main.sleeper)
    }
}
