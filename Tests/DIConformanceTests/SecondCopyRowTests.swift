import DIConformance
import DICore
import Testing

/// Row 48: a second copy of the library in one process (Factory #360 and #368: a test target or a preview's dylib
/// that links the library again, whose registrations the app's code never sees).
@Suite("Row 48: a second copy of the library is reported")
struct SecondCopyRowTests {
    @Test("48: in every DIToolkit style a test's first use reports the second copy, naming both images")
    func everyStyleReports() async {
        for style in StyleCatalog.all {
            let outcome = await Scenario.secondCopy.run(against: style)
            #expect(outcome.symbol == "✓", "\(style.name): \(outcome)")
        }
    }

    @Test("48: a first use that reports nothing fails the row")
    func silenceFails() async {
        var mutant = MutantStyle()
        mutant.replacedSecondCopyReports = .available { firstUse in Reading(try await firstUse(), reports: []) }
        // The simulated copy is DIToolkit's, so DIToolkit reports it; the mutant stands for a style that does not.
        let (outcome, _) = await DiagnosticReporter.collectReports { await Scenario.secondCopy.run(against: mutant) }
        #expect(outcome.reason == "with a second copy loaded, the test's first use reported nothing", "\(outcome)")
    }

    @Test("48: a report that does not name both images fails the row")
    func reportWithoutImagesFails() async {
        var mutant = MutantStyle()
        mutant.replacedSecondCopyReports = .available { firstUse in
            Reading(try await firstUse(), reports: ["DIToolkit is loaded twice.\n\n  This copy: somewhere"])
        }
        let (outcome, _) = await DiagnosticReporter.collectReports { await Scenario.secondCopy.run(against: mutant) }
        #expect(outcome.symbol == "✗")
        #expect(outcome.reason?.hasPrefix("reported without naming both images") == true, "\(outcome)")
    }
}
