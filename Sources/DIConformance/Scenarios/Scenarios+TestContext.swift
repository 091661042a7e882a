import DICore

extension Scenarios {
    /// The style's way of reaching an unprepared dependency in a test must report, with a code and a fix.
    ///
    /// The scenario collects the report to inspect it; outside `collectReports`, DITesting turns
    /// that same report into a failure of the running test.
    static func unimplementedFailsTest(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.unimplementedInTest.outcome { reach in
            let (_, reports) = DiagnosticReporter.collectReports { reach() }
            guard let report = reports.first else {
                return .failed("reaching it in the test context reported nothing, so the test would pass")
            }
            guard report.code == .unimplemented || report.code == .noTestValue, report.fix.contains("test") else {
                return .failed("reported \(report.code.rawValue) without a test fix: \(report.summary)")
            }
            return .passes("reported as \(report.code.rawValue) (\(report.summary)), which fails the running test")
        }
    }

    /// Declared test and preview values reach the code in those contexts, with nothing re-bound and nothing reported.
    static func testContextValues(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.contextGreeting.outcome { greeting in
            let (inTest, reports) = try DiagnosticReporter.collectReports { try greeting() }
            guard inTest == "test" else { return .failed("the test context read \"\(inTest)\", not \"test\"") }
            guard reports.isEmpty else { return .failed("the test value was reported: \(reports[0].summary)") }
            let inPreview = try DependencyContext.withContext(.preview) { try greeting() }
            guard inPreview == "preview" else {
                return .failed("the preview context read \"\(inPreview)\", not \"preview\"")
            }
            return .passes("test value in the test context and preview value in a preview, nothing re-bound")
        }
    }
}
