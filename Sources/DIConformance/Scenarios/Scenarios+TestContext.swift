import DICore

/// What a test gets when it sets nothing up: a report that fails it, or the value declared for its context.
///
/// Both scenarios judge the text a style reported (``Reading``), so a library that reports its own way is
/// judged by the same rule as DIToolkit's styles.
extension Scenarios {
    /// DIToolkit's codes for a test that reached a dependency it did not prepare.
    static let missingTestValueCodes: Set<String> = [
        DIError.Code.unimplemented.rawValue, DIError.Code.noTestValue.rawValue,
    ]

    /// Reaching an unprepared dependency in a test must report, and the report must say how to give the test
    /// a value (its "To fix" part mentions the test). A DIToolkit report (one with a `Code:` fact) must also
    /// carry DI008 or DI010; another library's report has no code to check.
    ///
    /// The adapter collects the report to hand it here; in a test, that same report fails the running test.
    static func unimplementedFailsTest(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.unimplementedInTest.outcome { reach in
            let reading = reach()
            guard let report = reading.reports.first(where: { !ReportText.firstLine(of: $0).isEmpty }) else {
                return .failed(
                    "reaching it in the test context reported nothing, so the test would pass; "
                        + "the code got \(reading.value)")
            }
            let summary = ReportText.firstLine(of: report)
            let code = ReportText.diToolkitCode(in: report)
            if let code, !missingTestValueCodes.contains(code) {
                return .failed("reported \(code), a code that is not about a missing test value: \(summary)")
            }
            guard let fix = ReportText.fix(in: report) else {
                return .failed("reported without saying how to fix it: \(ReportText.oneLine(report))")
            }
            guard fix.contains("test") else {
                return .failed("reported a fix that does not give the test a value: \(ReportText.oneLine(fix))")
            }
            let reported = code.map { "\($0) (\(summary))" } ?? "\"\(summary)\""
            return .passes("reported as \(reported), which fails the running test")
        }
    }

    /// Declared test and preview values reach the code in those contexts, with nothing re-bound and nothing reported.
    static func testContextValues(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.contextGreeting.outcome { greeting in
            let inTest = try greeting()
            guard inTest.value == "test" else {
                return .failed("the test context read \"\(inTest.value)\", not \"test\"")
            }
            if let report = inTest.reports.first {
                return .failed("the test value was reported: \(ReportText.firstLine(of: report))")
            }
            let inPreview = try DependencyContext.withContext(.preview) { try greeting() }
            guard inPreview.value == "preview" else {
                return .failed("the preview context read \"\(inPreview.value)\", not \"preview\"")
            }
            if let report = inPreview.reports.first {
                return .failed("the preview value was reported: \(ReportText.firstLine(of: report))")
            }
            return .passes("test value in the test context and preview value in a preview, nothing re-bound")
        }
    }
}
