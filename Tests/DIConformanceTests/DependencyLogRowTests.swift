import DIConformance
import DICore
import Testing

/// Row 47: a test's dependency log (Factory #323 and #333, swift-dependencies #397: which dependencies did this test
/// touch, and where did each value come from).
@Suite("Row 47: each test's dependency log")
struct DependencyLogRowTests {
    @Test("47: every DIToolkit style's log names what a test reached, and an override as an override")
    func everyStyleLogs() async {
        for style in StyleCatalog.all {
            let outcome = await Scenario.dependencyLog.run(against: style)
            #expect(outcome.symbol == "✓", "\(style.name): \(outcome)")
        }
    }

    @Test("47: a log that records nothing fails the row")
    func emptyLogFails() async {
        var mutant = MutantStyle()
        mutant.replacedDependencyLog = .available { body in
            try body()
            return []
        }
        let outcome = await Scenario.dependencyLog.run(against: mutant)
        #expect(outcome.reason == "the log of a test that read the greeting recorded nothing", "\(outcome)")
    }

    @Test("47: a log that cannot tell an override from the value it replaced fails the row")
    func logWithoutSourcesFails() async {
        var mutant = MutantStyle()
        mutant.replacedDependencyLog = .available { body in
            try body()
            return ["main: Greeter (binding)"]
        }
        let outcome = await Scenario.dependencyLog.run(against: mutant)
        #expect(outcome.symbol == "✗")
        #expect(outcome.reason?.hasSuffix("naming no override") == true, "\(outcome)")
    }
}
