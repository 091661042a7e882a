import DICore

/// Resolving among many registered dependencies: the right one, and what the number costs.
extension Scenarios {
    /// The cost is measured and reported (as a ratio, which means the same in any build), never judged:
    /// speed is not something a conformance check can assert on a shared machine.
    static func manyBindings(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let large = try style.manyBindings(10_000)
        guard case .available(let resolveAmongMany) = large else { return large.declinedOutcome }
        for index in [0, 4_999, 9_999] {
            let resolved = try resolveAmongMany(index)
            guard resolved == index else { return .failed("binding \(index) of 10,000 handed out \(resolved)") }
        }
        let manyCost = try Stopwatch.median { try resolveAmongMany(5_000) }
        let fewCost = try await inFreshState(style) { () -> Double? in
            guard case .available(let resolveAmongFew) = try style.manyBindings(10) else { return nil }
            guard try resolveAmongFew(5) == 5 else { return nil }
            return try Stopwatch.median { try resolveAmongFew(5) }
        }
        guard let fewCost else { return .failed("10 bindings did not resolve like 10,000 did") }
        return .passes(
            "each of 10,000 resolves to its own value; one costs \(Format.ratio(manyCost / fewCost)) "
                + "what it costs among 10")
    }

    /// Runs `body` in a state as fresh as a scenario's own, live-wired, nested inside the current one.
    static func inFreshState<Result: Sendable>(
        _ style: some StyleUnderTest,
        _ body: () async throws -> Result
    ) async throws -> Result {
        try await DependencyIsolation.withFreshState {
            try await style.withFreshState {
                try style.wireLive()
                return try await body()
            }
        }
    }
}
