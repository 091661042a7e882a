extension DiagnosticReporter {
    /// Runs `body` on a helper thread and returns the error it trapped with, or `nil` if it finished.
    ///
    /// A test hook, reached with `@_spi(Testing) import DICore`: a trap ends the helper thread with
    /// `pthread_exit`, so call it from a test or a tool, never on a path an app runs.
    ///
    /// The caller's overrides and isolated state are visible to `body`. A trap
    /// ends the helper thread without unwinding it, so no `defer` in `body` runs
    /// and objects its frames held are never released; keep `body` small. The
    /// toolkit's own state is cleaned up: builds the thread was running go back
    /// to "not built" (the next resolve retries and, if still broken, reports
    /// again) and its resolution stack is emptied. If the caller was inside an
    /// override or isolation region, the helper thread's reference to that scope
    /// is never released: what the scope holds (its overrides, its isolated
    /// state, the instances it keeps) lives until the process ends, and
    /// `DependencyOverrides` takes its "some scope may be alive" path from then on. What `body`
    /// reports is given back to the caller's task once the helper thread has ended, so it fails the
    /// caller's test, or lands in the caller's ``collectReports(_:)-8im6z``.
    ///
    /// ```swift
    /// @_spi(Testing) import DICore
    ///
    /// let error = DiagnosticReporter.captureTrap { _ = Container().resolveAssert(Logger.self) }
    /// #expect(error?.description.contains("To fix") == true)
    /// ```
    @_spi(Testing) public static func captureTrap(_ body: @escaping @Sendable () -> Void) -> DIError? {
        let job = TrapCapture.Job(state: TaskRegion.state, body: body)
        TrapCapture.run(job)
        job.reports.replay()
        return job.error
    }
}
