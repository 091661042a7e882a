extension Scenarios {
    static func missingDependency(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.missingDependency.outcome { report in
            let message = report()
            return message.contains("Unwired") && message.contains("To fix")
                ? .passes("reported with the type name and a fix")
                : .failed("the message does not name the type and a fix: \(message)")
        }
    }

    static func dependencyCycle(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.cycle.outcome { report in
            let message = report()
            let named = message.contains("CycleA") && message.contains("CycleB") && message.contains(" -> ")
            return named ? .passes("reported with its path") : .failed("the message lacks the cycle path: \(message)")
        }
    }

    static func resetBetweenTests(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.reset.outcome { probe in
            try probe.dirty()
            guard try !probe.isClean() else { return .failed("the change to global state did not take effect") }
            try probe.reset()
            return try probe.isClean()
                ? .passes("state is clean after reset") : .failed("state still dirty after reset")
        }
    }

    static func concurrentResolution(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let singleton: (@Sendable () throws -> Service)? =
            if case .available(let resolve) = style.singleton { resolve } else { nil }
        let results = try await withThrowingTaskGroup(of: (Set<String>, Set<ObjectIdentifier>).self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var greetings = Set<String>()
                    var instances = Set<ObjectIdentifier>()
                    for _ in 0..<500 {
                        greetings.insert(try style.currentGreeting())
                        if let singleton { instances.insert(ObjectIdentifier(try singleton())) }
                    }
                    return (greetings, instances)
                }
            }
            return try await group.reduce(into: (Set<String>(), Set<ObjectIdentifier>())) {
                $0.0.formUnion($1.0)
                $0.1.formUnion($1.1)
            }
        }
        guard results.0 == ["live"] else { return .failed("8 tasks saw greetings \(results.0.sorted())") }
        guard results.1.count <= 1 else { return .failed("8 tasks saw \(results.1.count) singleton instances") }
        return .passes("8 tasks × 500 resolutions, all consistent")
    }
}
