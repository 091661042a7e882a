import Testing

@testable import DIConformance

/// The sentence a newcomer needs, which style for which app, is derived from the cells, not written down.
@Suite("Recommendations per app profile")
struct RecommendationsTests {
    @Test("each app profile names the styles that meet every row it needs, and the rows")
    func oneLinePerProfile() async {
        let comparison = await Comparison.run(styles: StyleCatalog.all, scenarios: Scenario.allCases, measure: false)
        #expect(
            Recommendations.lines(for: comparison) == [
                "An app with view models, networking and tests → Wrappers (rows 5–9, 14, 17, 22–24)",
                "A library other apps embed → Reader, World (rows 2–4, 11, 12)",
                "A modular app whose feature modules each own their services → Registry (rows 7, 8, 17, 27)",
            ])
    }

    @Test("a style that fails one row a profile needs drops out of that profile's line")
    func aFailedRowDropsTheStyle() async {
        var mutant = MutantStyle()
        mutant.replacedVerification = .available { "nothing is missing" }
        let comparison = await Comparison.run(
            styles: [StyleCatalog.all[1], mutant], scenarios: Scenario.allCases, measure: false)
        let app = Recommendations.lines(for: comparison).first { $0.hasPrefix("An app with view models") }
        #expect(app?.contains("→ Wrappers (") == true, "\(app ?? "no line")")
    }

    @Test("a profile whose rows were not all run gets no line; one no column meets says so")
    func partialRunsAndUnmetProfiles() async {
        let few = await Comparison.run(styles: StyleCatalog.all, scenarios: [Scenario.liveWiring], measure: false)
        #expect(Recommendations.lines(for: few).isEmpty)
        let readerOnly = await Comparison.run(
            styles: [StyleCatalog.all[0]], scenarios: Scenario.allCases, measure: false)
        #expect(
            Recommendations.lines(for: readerOnly).first
                == "An app with view models, networking and tests → no column here meets every need (rows 5–9, 14, "
                + "17, 22–24)")
    }

    @Test("row numbers read as ranges where three or more follow each other")
    func rowLists() {
        #expect(Recommendations.rowList([5, 6, 7, 8, 9, 14, 17, 22, 23, 24]) == "5–9, 14, 17, 22–24")
        #expect(Recommendations.rowList([8, 7, 27, 17]) == "7, 8, 17, 27")
    }
}
