import Testing

@testable import DIConformance

/// A cell says what a user of the style meets, not only what the adapter's best path does.
@Suite("Honest cells")
struct HonestCellsTests {
    static let wrappers = StyleCatalog.all[1]
    static let registry = StyleCatalog.all[2]

    @Test(
        "row 20: Wrappers survives a cycle only through a resolve that throws; @Inject and resolveAssert stop the process"
    )
    func wrappersSurvivesACycleOnlyThroughResolveThrowing() async {
        let outcome = await Scenario.recoverableCycle.run(against: Self.wrappers)
        #expect(outcome.symbol == "throwing resolve only")
        let reason = outcome.reason ?? ""
        #expect(reason.contains("@Inject") && reason.contains("resolveAssert"), "\(reason)")
        #expect(reason.contains("stop the process"), "\(reason)")
    }

    @Test("the resolutions that stop on a cycle are observed, not declared: Wrappers' @Inject and resolveAssert trap")
    func wrappersStoppingResolutionsAreObserved() {
        #expect(Self.wrappers.resolutionsThatStopOnACycle() == ["@Inject", "resolveAssert"])
    }

    @Test("row 22: a registry's mock reached in a test reports nothing, so the cell is —, not compile-time")
    func registryUnimplementedIsNotCompileTime() async {
        let outcome = await Scenario.unimplementedFailsTest.run(against: Self.registry)
        #expect(outcome.symbol == "—")
        #expect(outcome.reason?.contains("reports nothing") == true, "\(outcome.reason ?? "")")
    }
}
