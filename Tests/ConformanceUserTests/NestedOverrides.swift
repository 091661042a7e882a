import DIConformance

// The scenario of Sources/DIConformance/DIConformance.docc/WritingYourOwnScenario.md, written
// with DIConformance's public API only, as a team adding a scenario of its own would.

/// Nested overrides: the inner one wins while it lasts, then the outer one is back — not the live value.
struct NestedOverrides: ConformanceScenario {
    let id = "nested-overrides"
    let title = "an inner override ends back at the outer one"

    func check(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let seen = try await style.withGreeting("outer") {
            let inner = try await style.withGreeting("inner") {
                try style.currentGreeting()
            }
            let afterInner = try style.currentGreeting()
            return (inner, afterInner)
        }
        guard seen.0 == "inner" else {
            return .failed("inside the inner override: \"\(seen.0)\"")
        }
        guard seen.1 == "outer" else {
            return .failed("after the inner override ended: \"\(seen.1)\"")
        }
        return .passes("inner, then outer again")
    }
}
