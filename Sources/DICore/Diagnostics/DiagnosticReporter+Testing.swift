extension DiagnosticReporter {
    /// Runs `body` on a helper thread and returns the error it trapped with, or `nil` if it finished.
    ///
    /// A test hook (`@_spi(Testing)`): a trap ends the helper thread with `pthread_exit`, so never call it on a path
    /// an app runs. `body` sees the caller's overrides and isolated state. The thread is not unwound (no `defer`
    /// runs, what its frames held leaks, and a region it was in stays alive for the process), but the toolkit's
    /// builds it claimed are handed back and its resolution stack is emptied. What `body` reports is given back to
    /// the caller's task, so it fails the caller's test or lands in its ``collectReports(_:)-8im6z``. The example is
    /// ``DiagnosticReporter``'s own.
    @_spi(Testing) public static func captureTrap(_ body: @escaping @Sendable () -> Void) -> DIError? {
        let job = TrapCapture.Job(state: TaskRegion.state, body: body)
        TrapCapture.run(job)
        job.reports.replay()
        return job.error
    }
}
