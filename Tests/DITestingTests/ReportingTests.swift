@_spi(Testing) import DICore
import DITesting
import Foundation
import Testing

@Suite("Reports fail the test that caused them")
struct ReportingTests {
    @Test("DITesting installs its hook when the test binary loads, with no trait and no call")
    func hookIsInstalledAtLoad() {
        #expect(TestRunnerHook.installed != nil)
    }

    @Test("a report in a plain @Test is an issue of that test, with the code first and the error's location")
    func reportIsAnIssueOfThisTest() {
        withKnownIssue {
            DiagnosticReporter.report(.unimplemented("Now", location: reportLocation))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("[DI008] Unimplemented: Now") && text.contains("To fix, ")
                && issue.sourceLocation?.fileID == "UserApp/FeedModel.swift" && issue.sourceLocation?.line == 42
        }
    }

    @Test("a report built without a location is an issue at the line that built it")
    func reportWithoutLocationPointsAtItsLine() {
        let line = #line + 2
        withKnownIssue {
            DiagnosticReporter.report(.unimplemented("WeatherClient.forecast"))
        } matching: { issue in
            issue.sourceLocation?.fileID == "DITestingTests/ReportingTests.swift" && issue.sourceLocation?.line == line
        }
    }

    @Test("a report from a child task is an issue of the test that started it")
    func childTaskReportIsAnIssueOfThisTest() async {
        await withKnownIssue {
            await Task {
                DiagnosticReporter.report(.registryAssignedTwice(FixedGreeter.self, location: reportLocation))
            }.value
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("[DI004]")
        }
    }

    @Test("a report in a test with the .isolatedDependencies trait is an issue of that test", .isolatedDependencies)
    func reportInAnIsolatedTest() {
        withKnownIssue {
            DiagnosticReporter.report(.unimplemented("Now", location: reportLocation))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("[DI008]")
        }
    }

    @Test("collectReports still collects a report instead of failing the test")
    func collectedReportsDoNotFail() {
        let (_, reports) = DiagnosticReporter.collectReports {
            DiagnosticReporter.report(.unimplemented("Now", location: reportLocation))
        }
        #expect(reports.map(\.code) == [.unimplemented])
    }

    @Test("with no test running here the hook declines, so the report stays a warning on standard error")
    func noTestMeansWarning() async {
        let recorded = await Task.detached {
            TestFailureRecorder.record(.unimplemented("Now", location: reportLocation))
        }.value
        #expect(!recorded)
    }

    @Test("a trap's message names the running Swift Testing test")
    func trapNamesTheTest() {
        let shown = DIError.unimplemented("Now").namingRunningTest()
        let fact = shown.facts.last
        #expect(fact?.label == "Test")
        #expect(
            fact?.value.hasPrefix("\"a trap's message names the running Swift Testing test\" (DITestingTests/") == true)
        #expect(shown.description.contains("  Test:       \"a trap's message names"))
    }

    @Test("a captured trap's error names no test: captureTrap returns the error as it was trapped")
    func capturedTrapIsUnchanged() {
        let error = DiagnosticReporter.captureTrap { DiagnosticReporter.trap(.unimplemented("Now")) }
        #expect(error?.facts.isEmpty == true)
    }

    @Test("a report of the same dependency fails a test once, however often the test reaches it")
    func oncePerTestReportsOnce() {
        let issues = Locked(0)
        withKnownIssue {
            for _ in 0..<3 {
                DiagnosticReporter.reportOncePerTest(
                    .noTestValue(
                        DependencyKey(FixedGreeter.self), dependency: "the greeter", style: "DITestingTests",
                        fix: "give it one.", location: reportLocation))
            }
        } matching: { issue in
            issues.withLock { $0 += 1 }
            return issue.comments.map(\.rawValue).joined().hasPrefix("[DI010]")
        }
        #expect(issues.current == 1)
    }
}

/// Two tests that run in parallel: one reports while the other is running, and only the first fails.
@Suite("Parallel tests never receive each other's failures")
struct ParallelReportingTests {
    static let quietTestIsRunning = Signal()
    static let reportWasMade = Signal()

    // The two waits below only give the tests a chance to overlap; neither answer depends on them. They are short,
    // so a run filtered down to one of the two tests does not wait minutes for the other.

    @Test("the test that reports gets the issue")
    func reportingTest() async {
        await Self.quietTestIsRunning.wait(patience: .seconds(5))
        withKnownIssue {
            DiagnosticReporter.report(.unimplemented("Parallel", location: reportLocation))
        }
        Self.reportWasMade.raise()
    }

    @Test("the test running beside it while it reports gets none (it would fail if it did)")
    func quietTest() async {
        Self.quietTestIsRunning.raise()
        await Self.reportWasMade.wait(patience: .seconds(5))
    }
}
