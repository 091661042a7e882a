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

    /// Both overrides are provably in force at once: each task waits inside its own
    /// scope until the other has entered its scope too, then reads, and stays inside until the other has read too.
    ///
    /// Leaving waits for the other's reads because a style that overrides one shared table puts back what it
    /// replaced as it leaves: a task whose reads came after the other had left would see its own value again, and
    /// whether the leak showed would depend on how the two tasks were scheduled.
    /// A style whose second override waits for the first never lets both arrive; the rendezvous gives up after the
    /// hang limit, minutes that a slow machine never needs, so only such a style fails. Both meeting points count
    /// their limit from the start, so that style waits for it once.
    static func parallelIsolation(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let bothInside = Rendezvous(parties: 2, seconds: Scenarios.hangLimitSeconds)
        let bothRead = Rendezvous(parties: 2, seconds: Scenarios.hangLimitSeconds)
        let seen = try await withThrowingTaskGroup(of: (String, Bool, [String]).self) { group in
            for text in ["left", "right"] {
                group.addTask {
                    try await style.withGreeting(text) {
                        let overlapped = await bothInside.arrive()
                        var observed: [String] = []
                        var failure: (any Error)?
                        do {
                            for _ in 0..<20 {
                                observed.append(try style.currentGreeting())
                                await Task.yield()
                            }
                        } catch {
                            failure = error
                        }
                        // Arrives even after a failed read, so the other task is not left waiting for the limit.
                        _ = await bothRead.arrive()
                        if let failure { throw failure }
                        return (text, overlapped, observed)
                    }
                }
            }
            return try await group.reduce(into: [(String, Bool, [String])]()) { $0.append($1) }
        }
        guard seen.allSatisfy(\.1) else {
            return .failed("the two overrides were never in force at the same time: the second waited for the first")
        }
        for (expected, _, observed) in seen where observed.contains(where: { $0 != expected }) {
            return .failed("the task overriding with \"\(expected)\" saw \(Set(observed).sorted())")
        }
        return .passes("each task saw only its own override while both were in force")
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
