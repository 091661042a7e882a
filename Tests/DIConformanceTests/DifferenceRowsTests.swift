import DIConformance
import DICore
import Testing

/// Rows 27–29 show what each style did in a few words; these pin each DIToolkit style's observed cell and
/// prove that a style breaking a row's rule gets a ✗ with what was seen.
@Suite("Rows where the styles differ")
struct DifferenceRowsTests {
    /// What each of DIToolkit's styles is observed to do, per row, by style name.
    static let expectedCells: [(Scenario, [String: String])] = [
        (
            .testDefault,
            [
                "Reader": "live value + DI010", "Wrappers": "live value + DI010", "Registry": "test value",
                "World": "live value + DI010",
            ]
        ),
        (
            .singletonInOverride,
            [
                "Reader": "—", "Wrappers": "override's own; live after", "Registry": "override's own; live after",
                "World": "—",
            ]
        ),
        (
            .taskInheritance,
            [
                "Reader": "Task {}: mock, detached: live", "Wrappers": "Task {}: mock, detached: live",
                "Registry": "Task {}: mock, detached: live", "World": "Task {}: mock, detached: live",
            ]
        ),
    ]

    @Test("each DIToolkit style's cell in rows 27–29 shows what it was observed to do", arguments: expectedCells)
    func observedCells(scenario: Scenario, expected: [String: String]) async {
        for style in StyleCatalog.all {
            let outcome = await scenario.run(against: style)
            #expect(outcome.symbol == expected[style.name], "\(style.name): \(outcome)")
            #expect(outcome.reason?.isEmpty == false, "\(style.name): an observed cell says what was seen")
        }
    }

    @Test(
        "27: the cell names what the test got and what was reported",
        arguments: [
            (Reading("live", reports: []), "live value, silently"),
            (Reading("test", reports: []), "test value"),
            (Reading("live", reports: ["No test value.\n  Code:       DI010\nTo fix, …"]), "live value + DI010"),
            (Reading("unimplemented", reports: ["Unimplemented: greet"]), "unimplemented + a report"),
        ])
    func testDefaultClassifies(reading: Reading<String>, cell: String) async {
        var mutant = MutantStyle()
        mutant.replacedTestDefault = .available { reading }
        let outcome = await Scenario.testDefault.run(against: mutant)
        #expect(outcome.symbol == cell, "\(outcome)")
    }

    @Test("28: a singleton that keeps what it captured inside an override after the region fails")
    func singletonLeakingTheOverrideFails() async {
        let kept = Locked<String?>(nil)
        var mutant = MutantStyle()
        mutant.replacedGreetingSingleton = .available {
            let greeting = try StyleCatalog.all[1].currentGreeting()
            return kept.withLock { stored in
                if stored == nil { stored = greeting }
                return stored ?? greeting
            }
        }
        let outcome = await Scenario.singletonInOverride.run(against: mutant)
        #expect(
            outcome
                == .failed(
                    "a singleton built inside the override read \"mock\" there and \"mock\" after the region ended: "
                        + "the override reached the live cache"))
    }

    @Test("28: a singleton that never sees the override is recorded as ignoring it")
    func singletonIgnoringTheOverrideIsObserved() async {
        var mutant = MutantStyle()
        mutant.replacedGreetingSingleton = .available { "live" }
        let outcome = await Scenario.singletonInOverride.run(against: mutant)
        #expect(outcome.symbol == "ignores the override")
    }

    @Test("29: detached work that still sees the override fails")
    func detachedWorkSeeingTheOverrideFails() async {
        var mutant = MutantStyle()
        mutant.detachesInline = true
        let outcome = await Scenario.taskInheritance.run(against: mutant)
        #expect(
            outcome
                == .failed(
                    "Task {} read \"mock\" and Task.detached read \"mock\" inside the override region: the override "
                        + "is not task-local, so detached work sees it too"))
    }
}
