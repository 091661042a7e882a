import Dependencies
import Synchronization

/// Keeps every issue the library reports, instead of printing it or failing a test.
///
/// Installed with `withIssueReporters([collector])`, IssueReporting's way to observe reports outside a
/// test: inside one, the same `reportIssue` calls would go to the test's reporter.
final class CollectingReporter: IssueReporter {
    private let collected = Mutex<[(severity: IssueSeverity, message: String)]>([])

    /// Every reported message, whatever its severity.
    var messages: [String] {
        collected.withLock { $0.map(\.message) }
    }

    /// The messages reported with `.error` severity: the ones that fail a running test (a warning does not).
    var failures: [String] {
        collected.withLock { $0.filter { $0.severity == .error }.map(\.message) }
    }

    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let text = message() ?? "(no message)"
        collected.withLock { $0.append((severity, text)) }
    }
}
