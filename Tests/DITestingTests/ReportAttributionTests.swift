@_spi(Testing) import DICore
import DIEffects
import DITesting
import Dispatch
import Foundation
import Testing
import XCTest

/// Whether `issue` is the DI008 report of `name`.
private func isUnimplemented(_ name: String, _ issue: Issue) -> Bool {
    issue.comments.map(\.rawValue).joined().hasPrefix("[DI008] Unimplemented: \(name)")
}

@Suite("A report made off the test's own task")
struct ReportAttributionTests {
    @Test("a report made in captureTrap's body, on its helper thread, is an issue of the test that called it")
    func captureTrapBodyReportsToTheCaller() {
        withKnownIssue {
            let error = DiagnosticReporter.captureTrap {
                DiagnosticReporter.report(.unimplemented("Captured", location: reportLocation))
            }
            #expect(error == nil)
        } matching: { issue in
            isUnimplemented("Captured", issue)
        }
    }

    @Test("collectReports around captureTrap collects what its body reported before it trapped")
    func captureTrapBodyReportsAreCollected() {
        let (error, reports) = DiagnosticReporter.collectReports {
            DiagnosticReporter.captureTrap {
                DiagnosticReporter.report(.unimplemented("Before the trap", location: reportLocation))
                DiagnosticReporter.trap(.unimplemented("Trapped"))
            }
        }
        #expect(error?.summary == "Unimplemented: Trapped")
        #expect(reports.map(\.summary) == ["Unimplemented: Before the trap"])
    }

    @Test("a report made by work a live CallbackScheduler runs on its queue is an issue of the test that scheduled it")
    func scheduledWorkReportsToTheSchedulingTest() async {
        let recorded = Signal()
        await withKnownIssue {
            let scheduler = CallbackScheduler.live(queue: DispatchQueue(label: "ReportAttributionTests.now"))
            scheduler.schedule { DiagnosticReporter.report(.unimplemented("Scheduled", location: reportLocation)) }
            #expect(await recorded.wait())
        } matching: { issue in
            recorded.raise()
            return isUnimplemented("Scheduled", issue)
        }
    }

    @Test("a report made by delayed work on a live CallbackScheduler's queue is an issue of the test that scheduled it")
    func delayedWorkReportsToTheSchedulingTest() async {
        let recorded = Signal()
        await withKnownIssue {
            let scheduler = CallbackScheduler.live(queue: DispatchQueue(label: "ReportAttributionTests.later"))
            scheduler.schedule(after: .milliseconds(1)) {
                DiagnosticReporter.report(.unimplemented("Delayed", location: reportLocation))
            }
            #expect(await recorded.wait())
        } matching: { issue in
            recorded.raise()
            return isUnimplemented("Delayed", issue)
        }
    }

    @Test("collectReports open while scheduled work runs collects the report the work made on its queue")
    func scheduledWorkReportsAreCollected() async {
        let ran = Signal()
        let (_, reports) = await DiagnosticReporter.collectReports {
            CallbackScheduler.live(queue: DispatchQueue(label: "ReportAttributionTests.collected")).schedule {
                DiagnosticReporter.report(.unimplemented("Collected", location: reportLocation))
                ran.raise()
            }
            #expect(await ran.wait())
        }
        #expect(reports.map(\.summary) == ["Unimplemented: Collected"])
    }

    @Test("with no test on its task and none handed over, the hook declines the report: DICore records it for the run")
    func rawThreadHasNoTest() async {
        let recorded = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    returning: TestFailureRecorder.record(.unimplemented("Raw", location: reportLocation)))
            }
        }
        #expect(!recorded)
        #expect(TestFailureRecorder.captureRunningTest() != nil)
        #expect(await Task.detached { TestFailureRecorder.captureRunningTest() == nil }.value)
    }
}

/// Runs inside `ReportAttributionXCTests`, never on its own: its method name does not start with `test`.
final class OtherThreadFailureProbe: XCTestCase {
    func reportsOnADispatchQueue() {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            DiagnosticReporter.report(.unimplemented("Queue", location: reportLocation))
            done.signal()
        }
        done.wait()
    }
}

final class ReportAttributionXCTests: XCTestCase {
    func testAReportOnADispatchQueueThreadFailsTheRunningXCTestCase() {
        let probe = OtherThreadFailureProbe(name: "reportsOnADispatchQueue (expected to fail)") { test in
            (test as! OtherThreadFailureProbe).reportsOnADispatchQueue()
        }
        probe.run()
        XCTAssertEqual(probe.testRun?.failureCount, 1)
    }
}
