import DIConformance
import Testing

/// Every scenario × every style, one named test case per cell, so a broken cell is named in the output.
@Suite("Conformance matrix")
struct ConformanceMatrixTests {
    static let cells: [(Scenario, String)] = Scenario.allCases.flatMap { scenario in
        StyleCatalog.all.map { (scenario, $0.name) }
    }

    @Test("scenario × style holds (passes, or is justified as compile-time / not supported)", arguments: cells)
    func cellHolds(scenario: Scenario, styleName: String) async throws {
        let style = try #require(StyleCatalog.all.first { $0.name == styleName })
        let outcome = await scenario.run(against: style)
        #expect(outcome.isAcceptable, "\(styleName) — \(scenario.title): \(outcome.reason ?? "")")
        if case .compileTime(let reason) = outcome {
            #expect(!reason.isEmpty, "a compile-time cell must say how the compiler rules it out")
        }
        if case .notSupported(let reason) = outcome {
            #expect(!reason.isEmpty, "a not-supported cell must say why")
        }
    }

    @Test("the catalog holds the four styles")
    func catalogHoldsFourStyles() {
        #expect(StyleCatalog.all.map(\.name) == ["Reader", "Wrappers", "Registry", "World"])
    }
}
