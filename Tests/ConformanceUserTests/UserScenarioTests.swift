import DIConformance
import DocumentationChecks
import Testing

/// A team's own scenario and style, run with DIConformance's public API the way the article shows.
// Serialized: the rows here repeat DIConformanceTests' matrix, and the thread sanitizer's run is CPU-bound.
@Suite("A user's scenario and style", .serialized)
struct UserScenarioTests {
    static let scenarios: [any ConformanceScenario] =
        Scenario.allCases + [NestedOverrides()]

    @Test(
        "every scenario, the team's included, holds for every DIToolkit style",
        arguments: UserScenarioTests.scenarios, StyleCatalog.all)
    func conforms(
        scenario: any ConformanceScenario, style: any StyleUnderTest
    ) async {
        let outcome = await scenario.run(against: style)
        #expect(
            outcome.isAcceptable,
            "\(style.name) — \(scenario.title): \(outcome.reason ?? "")")
    }

    @Test("DIToolkit's styles pass the team's own scenario", arguments: StyleCatalog.all)
    func stylesPassTheUserScenario(style: any StyleUnderTest) async {
        let outcome = await NestedOverrides().run(against: style)
        #expect(outcome == .passes("inner, then outer again"), "\(style.name): \(outcome.reason ?? "")")
    }

    @Test("the fifth style passes what it gets right")
    func locatorPassesWhatItGetsRight() async {
        for scenario in [Scenario.liveWiring, .testOverride, .overrideEndsWithScope, .singletonIdentity] {
            let outcome = await scenario.run(against: ServiceLocatorStyle())
            #expect(outcome.symbol == "✓", "\(scenario.title): \(outcome.reason ?? "")")
        }
        #expect(await NestedOverrides().run(against: ServiceLocatorStyle()).symbol == "✓")
    }

    @Test("the matrix finds the fifth style's global override and its untaught error")
    func locatorFailuresAreFound() async {
        let parallel = await Scenario.parallelIsolation.run(against: ServiceLocatorStyle())
        #expect(parallel.symbol == "✗")
        #expect(parallel.reason?.hasPrefix("the task overriding with") == true, "\(parallel)")

        let missing = await Scenario.missingDependency.run(against: ServiceLocatorStyle())
        #expect(missing == .failed("the message does not name the type and a fix: no factory for Unwired"))
    }

    @Test("what the fifth style does not adapt shows as — with the capability's name")
    func unadaptedCapabilitiesAreNamed() async {
        let outcome = await Scenario.weakLifetime.run(against: ServiceLocatorStyle())
        #expect(outcome == .notSupported("not adapted: the Locator adapter does not implement `weak(counting:)`"))
        #expect(outcome.isNotAdapted)
        #expect(await !Scenario.weakLifetime.run(against: StyleCatalog.all[1]).isNotAdapted)
    }

    @Test("a comparison of five styles and the rows the team picked has a column and a row for each")
    func fiveStyleMatrix() async {
        let comparison = await Comparison.run(
            styles: StyleCatalog.all + [ServiceLocatorStyle()],
            scenarios: [
                NestedOverrides(), Scenario.parallelIsolation,
                Scenario.missingDependency,
            ],
            measure: false)
        let matrix = MatrixRenderer.text(comparison, width: 160)
        #expect(matrix.contains("an inner override ends back at the outer one"))
        #expect(comparison.styles == ["Reader", "Wrappers", "Registry", "World", "Locator"])
        #expect(comparison.cells.count == 5 * 3)
        #expect(comparison.failures.map(\.style) == ["Locator", "Locator"])
    }
}

extension UserScenarioTests {
    @Test("every example the article marks as compiled is compiled here")
    func articleExamplesAreCompiled() throws {
        let article = "Sources/DIConformance/DIConformance.docc/WritingYourOwnScenario.md"
        let paths = try MarkedExamples.markedTestPaths(documentPath: article)
        #expect(paths.count >= 2)
        for path in paths {
            let (marked, missing) = try MarkedExamples.missingExamples(documentPath: article, testPath: path)
            #expect(marked > 0, "\(path)")
            let blocks = missing.joined(separator: "\n\n")
            #expect(missing.isEmpty, "\(article) has examples not compiled in \(path):\n\(blocks)")
        }
    }
}
