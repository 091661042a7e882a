import DIConformance
import Testing

@Suite("di-compare options")
struct CompareOptionsTests {
    @Test("no arguments selects every style and scenario, with timings")
    func defaults() throws {
        let options = try CompareOptions.parse([])
        #expect(options.selectedScenarios().map(\.id) == Scenario.allCases.map(\.id))
        #expect(options.selectedStyles().count == StyleCatalog.all.count)
        #expect(options.measure)
        #expect(options.format == .text)
    }

    @Test("--markdown turns timings off so the docs table is stable, unless --timings asks for them")
    func markdownIsStable() throws {
        let options = try CompareOptions.parse(["--markdown"])
        #expect(options.format == .markdown && !options.measure)
        #expect(try CompareOptions.parse(["--markdown", "--timings"]).measure)
    }

    @Test("--json measures unless --no-timings")
    func jsonMeasures() throws {
        #expect(try CompareOptions.parse(["--json"]).measure)
        #expect(try !CompareOptions.parse(["--json", "--no-timings"]).measure)
    }

    @Test("--check takes a file and never measures")
    func check() throws {
        let options = try CompareOptions.parse(["--check", "Benchmarks/PEERS.md"])
        #expect(options.checkPath == "Benchmarks/PEERS.md")
        #expect(!options.measure)
        #expect(throws: UsageError.self) { try CompareOptions.parse(["--check"]) }
    }

    @Test("--style and --scenario select a subset")
    func subsets() throws {
        let options = try CompareOptions.parse(["--style", "wrappers", "--scenario", "cycle"])
        #expect(options.selectedStyles().map(\.name) == ["Wrappers"])
        #expect(options.selectedScenarios().map(\.id) == [Scenario.dependencyCycle.id])
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

    @Test("the usage text lists the styles and scenarios the command offers")
    func usageListsWhatIsOffered() {
        let usage = CompareOptions.usage(command: "di-compare-peers", styles: StyleCatalog.all)
        #expect(usage.hasPrefix("USAGE: di-compare-peers"))
        #expect(usage.contains("Reader, Wrappers, Registry, World"))
        #expect(usage.contains(Scenario.deepOverride.id))
    }
}
