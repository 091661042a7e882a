import DIConformance
import DICore
import Testing

/// Row 46: one named scenario (Factory #45, #170, #196; swift-dependencies PR#327) runs a test, a preview and a
/// UI-tested app's launch in every style.
@Suite("Row 46: named scenarios")
struct NamedScenarioRowTests {
    @Test("46: every DIToolkit style reads one scenario's value in a test, a preview and a launch")
    func everyStyleAppliesTheScenario() async {
        for style in StyleCatalog.all {
            let outcome = await Scenario.namedScenario.run(against: style)
            #expect(
                outcome
                    == .passes(
                        #"the "mock" scenario in a test, a preview and a launch; an unknown name lists the known ones"#),
                "\(style.name): \(outcome)")
        }
    }

    @Test("46: a scenario whose override the style does not read fails the row, saying what each place read")
    func ignoredOverrideFails() async {
        var mutant = MutantStyle()
        mutant.replacedScenarioGreeting = .available { _, _ in }
        let outcome = await Scenario.namedScenario.run(against: mutant)
        #expect(outcome.symbol == "✗")
        #expect(
            outcome.reason
                == #"in the "mock" scenario the test, the preview and the launch read "live", "live", "live""#,
            "\(outcome)")
    }
}
