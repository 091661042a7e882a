import DIConformance
import DICore
import Testing

/// Rows 44 and 45: previews isolated from each other (swift-dependencies PR#353 and #368 deprecated the preview trait
/// because overrides bled from one preview into the next), and a preview told when it reaches a dependency with no
/// preview value instead of going live silently.
@Suite("Rows 44 and 45: previews")
struct PreviewRowTests {
    @Test("44: each DIToolkit style's previews keep their own process-wide state and singletons")
    func everyStyleIsolatesPreviews() async {
        let expected = [
            "Reader": "✓", "Wrappers": "✓", "Registry": "✓", "World": "✓",
        ]
        for style in StyleCatalog.all {
            let outcome = await Scenario.previewIsolation.run(against: style)
            #expect(outcome.symbol == expected[style.name], "\(style.name): \(outcome)")
        }
    }

    @Test("44: a preview that shares the process's state fails the row, naming what the next preview saw")
    func sharedPreviewsFail() async {
        var mutant = MutantStyle()
        let base = mutant.base
        mutant.replacedPreviewIsolation = .available(
            TestIsolation { body in
                guard case .available(let isolation) = base.testIsolation else { return }
                _ = isolation
                try await body()
            })
        let outcome = await Scenario.previewIsolation.run(against: mutant)
        #expect(outcome.symbol == "✗")
        #expect(outcome.reason?.contains("the second preview") == true, "\(outcome)")
    }

    @Test("45: Reader, Wrappers and World tell a preview that reached a dependency with no preview value (DI017)")
    func everyStyleReportsMissingPreviewValue() async {
        for style in StyleCatalog.all {
            let outcome = await Scenario.previewDefault.run(against: style)
            if style.name == "Registry" {
                #expect(outcome.symbol == "—", "\(outcome)")
            } else {
                #expect(
                    outcome == .passes(#"the preview got "live" and was told (DI017)"#), "\(style.name): \(outcome)")
            }
        }
    }

    @Test("45: a preview that goes live silently fails the row")
    func silentLiveFails() async {
        var mutant = MutantStyle()
        mutant.replacedPreviewDefault = .available { Reading("live", reports: []) }
        let outcome = await Scenario.previewDefault.run(against: mutant)
        #expect(outcome.symbol == "✗")
        #expect(outcome.reason == #"the preview got "live" and nothing was reported"#)
    }
}
