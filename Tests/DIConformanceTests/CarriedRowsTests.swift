import DIConformance
import DICore
import Testing

/// Rows 41 and 42: each DIToolkit style's cell, and a style that breaks a row's rule getting a ✗ with what was seen.
@Suite("Rows 41 and 42: carried dependencies and dependencies set at launch")
struct CarriedRowsTests {
    @Test("42: every DIToolkit style hands a parent's whole region to its child and its stored callback")
    func everyStyleCarries() async {
        for style in StyleCatalog.all {
            let outcome = await Scenario.carriedDependencies.run(against: style)
            #expect(outcome.symbol == "carried; parent's wins", "\(style.name): \(outcome)")
        }
    }

    @Test("43: each DIToolkit style's cell says whether a second setting at launch is refused or replaces the first")
    func launchCells() async {
        let expected = [
            "Reader": "2nd replaces, silently", "Wrappers": "2nd replaces, silently",
            "Registry": "once; 2nd refused + DI004", "World": "once; 2nd refused + DI004",
        ]
        for style in StyleCatalog.all {
            let outcome = await Scenario.launchPreparation.run(against: style)
            #expect(outcome.symbol == expected[style.name], "\(style.name): \(outcome)")
        }
    }

    @Test("42: a parent that captured nothing fails the row, naming what its child read")
    func parentThatCarriesNothingFails() async {
        var mutant = MutantStyle()
        let reader = mutant.base
        mutant.replacedCarriedParent = .available {
            CarriedParent(childGreeting: { try reader.currentGreeting() }, storedCallback: { "mock" })
        }
        let outcome = await Scenario.carriedDependencies.run(against: mutant)
        #expect(outcome.symbol == "✗")
        #expect(outcome.reason?.contains("the parent's child read \"live\"") == true, "\(outcome)")
    }

    @Test("42: a stored callback that reads where it is called fails the row")
    func callbackThatCarriesNothingFails() async {
        var mutant = MutantStyle()
        let reader = mutant.base
        mutant.replacedCarriedParent = .available {
            CarriedParent(childGreeting: { "mock" }, storedCallback: { try reader.currentGreeting() })
        }
        let outcome = await Scenario.carriedDependencies.run(against: mutant)
        #expect(outcome.reason?.hasSuffix("the stored callback did not get its parent's dependencies") == true)
    }

    @Test("43: a first setting that is not read back fails the row")
    func unseenFirstSettingFails() async {
        var mutant = MutantStyle()
        mutant.replacedLaunchPreparation = .available { _, _ in
            LaunchPreparation(afterFirst: "live", afterSecond: "live", reports: [])
        }
        let outcome = await Scenario.launchPreparation.run(against: mutant)
        #expect(outcome.symbol == "✗")
        #expect(outcome.reason?.hasSuffix("the first setting was not seen") == true, "\(outcome)")
    }
}
