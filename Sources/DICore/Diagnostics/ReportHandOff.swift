/// Where the reports of work handed to a queue the toolkit controls go: to the collector or the test of the task
/// that handed it over, since a `DispatchQueue` thread carries none of that task's task-locals.
///
/// The styles wrap the work they schedule (`CallbackScheduler.live(queue:)`) with ``wrapping(_:)``; with no test
/// and no collector, the work is passed on unchanged.
package final class ReportHandOff: Sendable {
    /// The hand-off in force for the work running here, if the toolkit handed it over.
    @TaskLocal package static var current: ReportHandOff?

    /// The handing task's ``DiagnosticReporter/collectReports(_:)-8im6z`` scope, if one was open.
    let collector: ReportCollector?
    /// Gives a report to the test that handed the work over (DITesting's hook made it), if one was running.
    let test: (@Sendable (DIError) -> Void)?
    /// That test's identity, so "once per test" reports count the work's reports as that test's.
    let testIdentity: String?

    private init(collector: ReportCollector?, test: (@Sendable (DIError) -> Void)?, testIdentity: String?) {
        self.collector = collector
        self.test = test
        self.testIdentity = testIdentity
    }

    /// The hand-off of the current task, or `nil` when there is nothing to carry (no collector, no test).
    static func capture() -> ReportHandOff? {
        let inherited = current
        let collector = ReportCollector.current ?? inherited?.collector
        let hook = TestRunnerHook.installed
        if let test = hook?.captureRunningTest() {
            return ReportHandOff(collector: collector, test: test, testIdentity: hook?.runningTestIdentity())
        }
        if collector == nil && inherited == nil {
            return nil
        }
        return ReportHandOff(collector: collector, test: inherited?.test, testIdentity: inherited?.testIdentity)
    }

    /// `work`, run with the current task's collector and test for its reports; `work` itself when there are none.
    package static func wrapping(_ work: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        guard let handOff = capture() else { return work }
        return { $current.withValue(handOff) { work() } }
    }
}
