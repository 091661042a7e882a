import DIConformance
import DIWrappers
import Testing

/// Scenarios 22 and 23 judge what a style reported (a `Reading`), so each check is proved on a reading that breaks it.
extension ScenarioSensitivityTests {
    @Test("22: a dependency bound with one value for every context reaches live in a test and reports nothing")
    func unimplementedNeedsAReport() async {
        var mutant = MutantStyle()
        mutant.replacedUnimplementedInTest = .available {
            let (greeting, reports) = DiagnosticReporter.collectReports {
                Container.main.bind((any Greeter).self, id: "one value", value: LiveGreeter())
                return Container.main.resolve((any Greeter).self, id: "one value")?.greeting ?? "nil"
            }
            return Reading(greeting, reports: reports.map(\.description))
        }
        let outcome = await Scenario.unimplementedFailsTest.run(against: mutant)
        #expect(
            outcome
                == .failed(
                    "reaching it in the test context reported nothing, so the test would pass; the code got live"))
    }

    @Test("22: a report that does not say how to fix it fails, and the note shows all it said")
    func unimplementedNeedsAFix() async {
        var mutant = MutantStyle()
        let report = "Unimplemented: Greeter.greet …\n\n  Defined in 'testValue' at:\n    Feature/Greeter.swift:12"
        mutant.replacedUnimplementedInTest = .available { Reading("a placeholder", reports: [report]) }
        let outcome = await Scenario.unimplementedFailsTest.run(against: mutant)
        #expect(
            outcome
                == .failed(
                    "reported without saying how to fix it: "
                        + "Unimplemented: Greeter.greet … Defined in 'testValue' at: Feature/Greeter.swift:12"))
    }

    @Test("22: a report whose fix does not give the test a value fails")
    func unimplementedNeedsATestFix() async {
        var mutant = MutantStyle()
        let report = DIError.unimplemented("now").withFix("restart the app.")
        mutant.replacedUnimplementedInTest = .available { Reading("a date", reports: [report.description]) }
        let outcome = await Scenario.unimplementedFailsTest.run(against: mutant)
        #expect(outcome == .failed("reported a fix that does not give the test a value: To fix, restart the app."))
    }

    @Test("22: a DIToolkit report under a code that is not about a missing test value fails, whatever its fix says")
    func unimplementedNeedsItsCode() async {
        var mutant = MutantStyle()
        let report = DIError.registryAssignedTwice(Service.self)
        mutant.replacedUnimplementedInTest = .available { Reading("live", reports: [report.description]) }
        let outcome = await Scenario.unimplementedFailsTest.run(against: mutant)
        #expect(outcome == .failed("reported DI004, a code that is not about a missing test value: \(report.summary)"))
    }

    @Test("22: another library's report, without a DIToolkit code, passes when its fix gives the test a value")
    func unimplementedJudgesTheTextOfAnyLibrary() async {
        var mutant = MutantStyle()
        let report = "Greeter was read in a test.\n\nTo fix, override it with a test value."
        mutant.replacedUnimplementedInTest = .available { Reading("live", reports: [report]) }
        let outcome = await Scenario.unimplementedFailsTest.run(against: mutant)
        #expect(outcome == .passes("reported as \"Greeter was read in a test.\", which fails the running test"))
    }

    @Test("DIToolkit's styles report an unprepared dependency as DI008 or DI010, or say they have nothing to report")
    func diToolkitStylesReportWithTheirCode() async {
        for style in StyleCatalog.all {
            let outcome = await Scenario.unimplementedFailsTest.run(against: style)
            switch outcome {
            case .passes(let detail):
                let coded = detail.hasPrefix("reported as DI008 (") || detail.hasPrefix("reported as DI010 (")
                #expect(coded, "\(style.name): \(detail)")
            case .notSupported: #expect(style.name == "Registry", "only a registry hands a test its mock unasked")
            default: Issue.record("\(style.name): \(outcome)")
            }
        }
    }

    @Test("23: a dependency bound with one value for every context reads its live value in the test")
    func testContextNeedsTheTestValue() async {
        var mutant = MutantStyle()
        mutant.replacedContextGreeting = .available {
            Container.main.bind((any Greeter).self, id: "one value", value: LiveGreeter())
            return Reading(
                try Container.main.resolveThrowing((any Greeter).self, id: "one value").greeting, reports: [])
        }
        let outcome = await Scenario.testContextValues.run(against: mutant)
        #expect(outcome == .failed("the test context read \"live\", not \"test\""))
    }

    @Test("23: a test value that the style reports fails")
    func testContextValueMustNotBeReported() async {
        var mutant = MutantStyle()
        let report = DIError.noTestValue(
            DependencyKey((any Greeter).self), dependency: "the greeter", style: "a mutant", fix: "add a test value.")
        mutant.replacedContextGreeting = .available { Reading("test", reports: [report.description]) }
        let outcome = await Scenario.testContextValues.run(against: mutant)
        #expect(outcome == .failed("the test value was reported: \(report.summary)"))
    }

    @Test("23: a preview that falls back to the live value fails")
    func previewContextNeedsThePreviewValue() async {
        var mutant = MutantStyle()
        mutant.replacedContextGreeting = .available {
            Reading(DependencyContext.current == .test ? "test" : "live", reports: [])
        }
        let outcome = await Scenario.testContextValues.run(against: mutant)
        #expect(outcome == .failed("the preview context read \"live\", not \"preview\""))
    }
}
