import DIConformance
import Testing

// The DIConformance module page's example, verbatim, from a user's side (public API only); found here as a whole
// by Tests/DICoreTests/DocumentationBlocksTests.swift.
@Suite("DIConformance module page")
struct ModulePageExampleTests {
    @Test("the module page runs every scenario against every style and renders the matrix")
    func modulePageExample() async {
        let comparison = await Comparison.run(
            styles: StyleCatalog.all, scenarios: Scenario.allCases, measure: false)
        let matrix = MatrixRenderer.text(comparison)
        #expect(matrix.contains("live wiring"))
    }
}
