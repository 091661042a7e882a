/// The scenario bodies; each checks one behaviour through the contract and explains any failure.
enum Scenarios {
    static func liveWiring(_ style: some StyleUnderTest) throws -> ScenarioOutcome {
        let greeting = try style.currentGreeting()
        return greeting == "live"
            ? .passes("live greeter handed out") : .failed("expected \"live\", got \"\(greeting)\"")
    }

    static func testOverride(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let seen = try await style.withGreeting("mock") { try style.currentGreeting() }
        return seen == "mock"
            ? .passes("override seen") : .failed("inside the override expected \"mock\", got \"\(seen)\"")
    }

    static func overrideEnds(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        _ = try await style.withGreeting("mock") { try style.currentGreeting() }
        let after = try style.currentGreeting()
        return after == "live"
            ? .passes("live value back") : .failed("after the override expected \"live\", got \"\(after)\"")
    }

    static func parallelIsolation(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let seen = try await withThrowingTaskGroup(of: (String, [String]).self) { group in
            for text in ["left", "right"] {
                group.addTask {
                    try await style.withGreeting(text) {
                        var observed: [String] = []
                        for _ in 0..<20 {
                            observed.append(try style.currentGreeting())
                            await Task.yield()
                        }
                        return (text, observed)
                    }
                }
            }
            return try await group.reduce(into: [(String, [String])]()) { $0.append($1) }
        }
        for (expected, observed) in seen where observed.contains(where: { $0 != expected }) {
            return .failed("the task overriding with \"\(expected)\" saw \(Set(observed).sorted())")
        }
        return .passes("each task saw only its own override")
    }

    static func nestedGraph(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let live = try style.parentMessage()
        let overridden = try await style.withGreeting("mock") { try style.parentMessage() }
        guard live == "Welcome, live" else { return .failed("live parent said \"\(live)\"") }
        guard overridden == "Welcome, mock" else {
            return .failed("with the leaf overridden the parent said \"\(overridden)\"")
        }
        return .passes("parent built after the override greets with the overridden leaf")
    }
}
