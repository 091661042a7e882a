import Foundation
import Testing

@testable import DIConformance

@Suite("Matrix renderers")
struct RendererTests {
    static func smallComparison() async -> Comparison {
        await Comparison.run(
            styles: StyleCatalog.all,
            scenarios: [Scenario.liveWiring, Scenario.singletonIdentity, Scenario.lazyCreation],
            measure: false)
    }

    @Test("the Markdown matrix has a header row, a separator and one row per scenario")
    func markdownShape() async {
        let lines = MatrixRenderer.markdown(await Self.smallComparison()).split(separator: "\n")
        #expect(lines[0].hasPrefix("| Scenario"))
        #expect(lines[1].hasPrefix("| ---"))
        #expect(lines[2].contains("1. live wiring"))
        #expect(lines.count >= 5)
    }

    @Test("the JSON form has the documented keys, one cell per scenario × style, and nulls when not measured")
    func jsonShape() async throws {
        let json = MatrixRenderer.json(await Self.smallComparison())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "formatVersion", "styles", "scenarios", "cells", "timings", "baselineNanoseconds", "recommendations",
            ])
        #expect(object["formatVersion"] as? Int == 1)
        #expect(object["baselineNanoseconds"] is NSNull)
        let cells = try #require(object["cells"] as? [[String: Any]])
        #expect(cells.count == 3 * StyleCatalog.all.count)
        #expect(Set(cells[0].keys) == ["scenario", "style", "outcome", "symbol", "text"])
        let outcomes = Set(cells.compactMap { $0["outcome"] as? String })
        #expect(outcomes.isSubset(of: ["passes", "compileTime", "notSupported", "failed", "observed"]))
        #expect(outcomes.contains("notSupported"))
    }

    @Test("a Markdown matrix matches the comparison it came from, and a changed cell or row is reported")
    func checkFindsStaleMatrices() async {
        let comparison = await Self.smallComparison()
        let markdown = MatrixRenderer.markdown(comparison)
        #expect(MatrixCheck.differences(between: markdown, and: comparison).isEmpty)

        let changedCell = markdown.replacingOccurrences(of: "| —  ", with: "| ✓  ")
        #expect(changedCell != markdown)
        #expect(MatrixCheck.differences(between: changedCell, and: comparison).contains { $0.contains("written ✓") })

        let fewerRows = await Comparison.run(styles: StyleCatalog.all, scenarios: [Scenario.liveWiring], measure: false)
        let stale = MatrixCheck.differences(between: MatrixRenderer.markdown(fewerRows), and: comparison)
        #expect(stale.contains { $0.hasPrefix("rows: missing") })
    }

    @Test(
        "an observed cell shows the same short text in the terminal, Markdown and JSON forms, with its detail as a note"
    )
    func observedCellsAgreeAcrossForms() async throws {
        let comparison = await Comparison.run(
            styles: [StyleCatalog.all[2]], scenarios: [Scenario.testDefault], measure: false)
        let cell = "test value"
        #expect(comparison.outcome(Scenario.testDefault, "Registry")?.symbol == cell)
        let title = Scenario.testDefault.title
        #expect(MatrixRenderer.text(comparison).contains("\(title)  \(cell)"))
        #expect(MatrixRenderer.markdown(comparison).contains("| \(title) | \(cell)"))
        #expect(
            MatrixRenderer.markdown(comparison).contains(
                "- **\(title)**\n  - Registry (\(cell)): a test that set nothing up"))
        let json = MatrixRenderer.json(comparison)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let cells = try #require(object["cells"] as? [[String: Any]])
        #expect(cells.first?["outcome"] as? String == "observed")
        #expect(cells.first?["symbol"] as? String == cell)
        #expect((cells.first?["text"] as? String)?.hasPrefix("a test that set nothing up") == true)
    }

    @Test("rows are labelled by their number, or by id when the title has none")
    func rowLabels() {
        #expect(MatrixRenderer.rowLabel(Scenario.dependencyCycle) == "scenario 12")
        #expect(MatrixRenderer.rowLabel(UnnumberedScenario()) == "scenario \"unnumbered\"")
    }
}

private struct UnnumberedScenario: ConformanceScenario {
    let id = "unnumbered"
    let title = "a title without a number"

    func check(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        .passes("nothing checked")
    }
}
