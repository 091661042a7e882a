import Testing

@testable import DIConformance

/// Every scenario × every style, one test case per cell, so a broken cell is named in the output;
/// each cell must also be what the committed peer matrix (`Benchmarks/PEERS.md`) shows.
@Suite("Conformance matrix")
struct ConformanceMatrixTests {
    @Test(
        "scenario × style holds (passes, or is justified as compile-time / not supported)",
        arguments: Scenario.allCases, StyleCatalog.all)
    func cellHolds(scenario: Scenario, style: any StyleUnderTest) async {
        let outcome = await scenario.run(against: style)
        #expect(outcome.isAcceptable, "\(style.name) — \(scenario.title): \(outcome.reason ?? "")")
        #expect(outcome.reason?.isEmpty != true, "a cell that is not ✓ must say why")
        #expect(!outcome.isNotAdapted, "DIToolkit's adapters answer every capability: \(outcome.reason ?? "")")
        let written = PeerMatrixDocumentTests.writtenSymbol(scenario, style.name)
        let stale = "\(PeerMatrixDocumentTests.path) shows \(written ?? "no cell") for this cell, the style now gives "
        #expect(written == outcome.symbol, "\(stale)\(outcome.symbol): run Scripts/refresh-peer-matrix.sh")
    }

    @Test("the catalog holds the four styles")
    func catalogHoldsFourStyles() {
        #expect(StyleCatalog.all.map(\.name) == ["Reader", "Wrappers", "Registry", "World"])
    }

    @Test("the built-in scenarios have unique ids and numbered titles in row order")
    func scenariosAreNumberedInOrder() {
        #expect(Set(Scenario.allCases.map(\.id)).count == Scenario.allCases.count)
        for (index, scenario) in Scenario.allCases.enumerated() {
            #expect(scenario.title.hasPrefix("\(index + 1). "), "\(scenario.id): \(scenario.title)")
        }
    }
}
