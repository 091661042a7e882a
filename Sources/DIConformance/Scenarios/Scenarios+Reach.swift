/// How far an override reaches: into work that outlives its scope, and down a chain of dependencies.
extension Scenarios {
    /// Inside an override, the code under test is created and a `Task {}` is started that reads the
    /// greeting only once a gate opens after the region has ended. Both must still see the override.
    /// What a bare closure that resolves only when called sees is recorded, not judged: no
    /// style can know which scope such a closure meant unless it captured something.
    static func escapingWork(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.makeConsumer.outcome { makeConsumer in
            let gate = OneShot<Void>()
            let (readConsumer, task, readWhenCalled) = try await style.withGreeting("mock") {
                let readConsumer = try makeConsumer()
                let task = Task {
                    await gate.value
                    return try style.currentGreeting()
                }
                let readWhenCalled: @Sendable () throws -> String = { try style.currentGreeting() }
                return (readConsumer, task, readWhenCalled)
            }
            gate.deliver(())
            let consumer = try readConsumer()
            let fromTask = try await task.value
            let bare = try readWhenCalled()
            let record = "a closure that resolves only when called saw \"\(bare)\""
            guard consumer == "mock" else {
                return .failed("code created in the region read \"\(consumer)\" after it ended; \(record)")
            }
            guard fromTask == "mock" else {
                return .failed("a Task {} started in the region read \"\(fromTask)\" after it ended; \(record)")
            }
            return .passes("code created in the region and a Task {} started in it kept \"mock\"; \(record)")
        }
    }

    /// `Outer` → `Middle` → `Inner` → greeter, built after the override: the override must reach the
    /// bottom, and the live greeter must be back once the region ends.
    static func deepOverride(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.outerMessage.outcome { message in
            let live = try message()
            let overridden = try await style.withGreeting("mock") { try message() }
            let after = try message()
            guard live == "outer > middle > inner > live" else { return .failed("live chain said \"\(live)\"") }
            guard overridden == "outer > middle > inner > mock" else {
                return .failed("with the greeter overridden the chain said \"\(overridden)\"")
            }
            guard after == live else { return .failed("after the override the chain said \"\(after)\"") }
            return .passes("the override reached the third level and ended with its scope")
        }
    }
}
