import DIConformance
import DICore
import Testing

/// Row 43: a value declared for a launch argument (Factory's `onArg`, which its UI tests launch with) is what code
/// reads when the process was launched with it, before the test value.
@Suite("Row 43: launch contexts")
struct LaunchContextRowTests {
    @Test("43: Wrappers, Reader and World read the launch argument's value; a registry says why it has none")
    func everyStyleCell() async {
        for style in StyleCatalog.all {
            let outcome = await Scenario.launchContexts.run(against: style)
            if style.name == "Registry" {
                #expect(outcome.symbol == "—", "\(style.name): \(outcome)")
                #expect(outcome.reason?.contains("LaunchCondition.argument") == true, "\(outcome)")
            } else {
                #expect(outcome.symbol == "✓", "\(style.name): \(outcome)")
            }
        }
    }

    @Test("43: a style that keeps the test value when launched with the argument fails the row, saying what it read")
    func testValueBeforeLaunchValueFails() async {
        var mutant = MutantStyle()
        mutant.replacedLaunchGreeting = .available { Reading("test", reports: []) }
        let outcome = await Scenario.launchContexts.run(against: mutant)
        #expect(outcome.symbol == "✗")
        #expect(outcome.reason == #"test with -conformanceLaunch read "test": expected "launch""#, "\(outcome)")
    }

    @Test("43: a style that reads the launch value without the argument fails the row")
    func launchValueWithoutArgumentFails() async {
        var mutant = MutantStyle()
        mutant.replacedLaunchGreeting = .available { Reading("launch", reports: []) }
        let outcome = await Scenario.launchContexts.run(against: mutant)
        #expect(outcome.symbol == "✗")
        #expect(
            outcome.reason?.hasSuffix(#"test with no argument read "launch": expected "test""#) == true, "\(outcome)")
    }
}
