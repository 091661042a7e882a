import DIConformance
import Testing

@Suite("di-compare options")
struct CompareOptionsTests {
    @Test("no arguments selects every style and scenario, with timings")
    func defaults() throws {
        let options = try CompareOptions.parse([])
        #expect(options.selectedScenarios == Scenario.allCases)
        #expect(options.selectedStyles.count == StyleCatalog.all.count)
        #expect(options.measure)
    }

    @Test("--markdown turns timings off so the docs table is stable")
    func markdownIsStable() throws {
        let options = try CompareOptions.parse(["--markdown"])
        #expect(options.markdown && !options.measure)
    }

    @Test("--style and --scenario select a subset")
    func subsets() throws {
        let options = try CompareOptions.parse(["--style", "wrappers", "--scenario", "cycle"])
        #expect(options.selectedStyles.map(\.name) == ["Wrappers"])
        #expect(options.selectedScenarios == [.dependencyCycle])
    }

    @Test("an unknown style is rejected with the list of known ones")
    func unknownStyle() {
        #expect(throws: UsageError.self) { try CompareOptions.parse(["--style", "Swinject"]) }
        do {
            _ = try CompareOptions.parse(["--scenario", "nope"])
            Issue.record("expected a usage error")
        } catch {
            #expect(error.description.contains("known scenarios: live-wiring"))
        }
    }

    @Test("the Markdown matrix has a header row, a separator and one row per scenario")
    func markdownShape() async {
        let comparison = await Comparison.run(
            styles: StyleCatalog.all, scenarios: [.liveWiring, .singletonIdentity], measure: false)
        let lines = MatrixRenderer.markdown(comparison).split(separator: "\n")
        #expect(lines[0].hasPrefix("| Scenario"))
        #expect(lines[1].hasPrefix("| ---"))
        #expect(lines[2].contains("1. live wiring"))
        #expect(lines.count >= 4)
    }
}
