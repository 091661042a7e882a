import DICore

/// What the code under test got from a dependency, and the text of every report the style made meanwhile.
///
/// Scenarios about tests ("an unimplemented dependency fails the test", "the test context uses test
/// values") judge what a style *reported*, not which library reported it. Each adapter collects its
/// style's reports its own way, instead of letting them fail the running test: DIToolkit's with
/// `DiagnosticReporter.collectReports`, swift-dependencies' with `withIssueReporters`, and a library
/// that never reports gives an empty list. Only reports that would fail a running test belong here.
///
/// ```swift
/// let (greeting, reports) = DiagnosticReporter.collectReports {
///     HomeScreen().greeting
/// }
/// return Reading(greeting, reports: reports.map(\.description))
/// ```
public struct Reading<Value: Sendable>: Sendable {
    /// What the code under test got.
    public let value: Value
    /// The full text of each report the style made while the code got it, in order; empty when it made none.
    public let reports: [String]

    /// Creates a reading from what the code got and the texts of the reports made meanwhile.
    public init(_ value: Value, reports: [String]) {
        self.value = value
        self.reports = reports
    }
}

extension Reading {
    /// Runs `body` and collects DIToolkit's reports during it, each as its full four-part text.
    static func collectingReports(_ body: () throws -> Value) rethrows -> Reading {
        let (value, reports) = try DiagnosticReporter.collectReports(body)
        return Reading(value, reports: reports.map(\.description))
    }
}
