import DIEffects
import DITesting
import DIWrappers
import Dispatch
import Foundation
import Testing
import UserApp

/// The audit log is bound once, in the process's `Container.main`, and kept there for every test.
private let auditLogIsBound: Void = bindAuditLog()

/// Whether `issue`'s text starts with `[code]`.
private func hasCode(_ code: String, _ issue: Issue) -> Bool {
    issue.comments.map(\.rawValue).joined().hasPrefix("[\(code)]")
}

// Each test here must pass: each expects its report with withKnownIssue, which fails the test if the
// report does not come.
@Suite("Reports reach the test that caused them, from a user's package")
struct ReportCaseTests {
    @Test("a test that reaches the live-only singleton gets DI010")
    func oneTestGetsDI010() {
        _ = auditLogIsBound
        withKnownIssue("the audit log has no test value") {
            _ = Container.resolveAssert(AuditLog.self)
        } matching: {
            hasCode("DI010", $0)
        }
    }

    @Test("another test that reaches the kept live-only singleton gets DI010 too")
    func anotherTestGetsDI010() {
        _ = auditLogIsBound
        withKnownIssue("the audit log has no test value") {
            _ = Container.resolveAssert(AuditLog.self)
            _ = Container.resolveAssert(AuditLog.self)
        } matching: {
            hasCode("DI010", $0)
        }
    }

    @Test("a hand-written unimplemented value's report points at the line in the app that reported it")
    func handWrittenReportPointsAtTheUsersLine() {
        withKnownIssue {
            _ = WeatherClient.unimplemented.forecast()
        } matching: { issue in
            hasCode("DI008", issue) && issue.sourceLocation?.fileID == "UserApp/ReportingDependencies.swift"
                && issue.sourceLocation?.line == Int(WeatherClient.unimplementedReportLine)
        }
    }

    @Test("work a live scheduler runs on its queue fails the test that scheduled it")
    func scheduledWorkFailsTheSchedulingTest() async {
        let greeted = DispatchSemaphore(value: 0)
        let recorded = DispatchSemaphore(value: 0)
        await withKnownIssue {
            let queue = CallbackScheduler.live(queue: DispatchQueue(label: "UserAppTests.greetLater"))
            greetLater(world: .unimplemented(), on: queue) { _ in greeted.signal() }
            // Waits for the work and its report, so both land inside withKnownIssue; five minutes is a hang limit,
            // far beyond what they need on a busy machine, so only work that never runs waits this long.
            await Task.detached {
                _ = greeted.wait(timeout: .now() + 300)
                _ = recorded.wait(timeout: .now() + 300)
            }.value
        } matching: { issue in
            recorded.signal()
            return hasCode("DI008", issue)
        }
    }
}
