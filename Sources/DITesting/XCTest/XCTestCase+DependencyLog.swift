#if canImport(XCTest)
    import DIWiring
    import XCTest

    extension XCTestCase {
        /// Runs `test` logging its dependencies, fails this test case for each live value if asked to, and
        /// prints the log, with whether the test failed.
        ///
        /// swift-corelibs-xctest (Linux, Windows) has no `XCTAttachment`, so the log is printed on every
        /// platform instead of attached.
        func runLoggingDependencies(failingOnLiveValues: Bool, _ test: () -> Void) {
            let failuresBefore = testRun?.totalFailureCount ?? 0
            let (_, log) = DependencyLog.recording(test)
            if failingOnLiveValues {
                // XCTest knows no location for a live value: the failure names the test and the dependency.
                for entry in log.liveValues {
                    XCTestCaseTracker.shared.recordFailure(entry.liveValueFailure, in: self, fileID: name, line: 0)
                }
            }
            let failed = (testRun?.totalFailureCount ?? 0) > failuresBefore
            DiagnosticReporter.writeToStandardOutput("\(name) \(failed ? "failed" : "passed"). \(log.text)\n")
        }
    }
#endif
