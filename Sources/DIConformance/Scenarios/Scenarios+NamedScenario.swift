import DICore

/// Row 46: one scenario, declared once, applied by name to a test, a preview and the launch of a UI-tested app.
extension Scenarios {
    /// The greeting reads the scenario's value in the style's test, in its preview and in a launch that names the
    /// scenario in its environment; a name the scenarios do not have is an error listing the ones they have.
    static func namedScenario(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.scenarioGreeting.outcome { override in
            guard case .available(let test) = style.testIsolation else {
                return .notSupported("the style has no test isolation to apply a scenario in (row 19)")
            }
            guard case .available(let preview) = style.previewIsolation else {
                return .notSupported("the style has no preview of its own to apply a scenario in (row 44)")
            }
            let scenarios = DependencyScenarios("RowScenarios", [DependencyScenario("mock") { override("mock", &$0) }])
            let read = Locked<[String]>([])
            let readInScenario: @Sendable (String) async throws -> Void = { name in
                let greeting = try scenarios.named(name).run { try style.currentGreeting() }
                read.withLock { $0.append(greeting) }
            }
            try await test.run { try await readInScenario("mock") }
            try await preview.run { try await readInScenario("mock") }
            let launched = LaunchEnvironment.withLaunch(environment: [DependencyScenarios.environmentVariable: "mock"])
            {
                scenarios.nameInLaunch(LaunchFacts.current)
            }
            guard let launched else { return .failed("a launch with DITOOLKIT_SCENARIO=mock named no scenario") }
            try await test.run { try await readInScenario(launched) }
            let seen = read.current
            guard seen == ["mock", "mock", "mock"] else {
                return .failed(
                    "in the \"mock\" scenario the test, the preview and the launch read "
                        + seen.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            do throws(DIError) {
                _ = try scenarios.named("mokc")
                return .failed("an unknown scenario name was accepted")
            } catch {
                guard error.code == .unknownScenario, error.facts.contains(where: { $0.value.contains("\"mock\"") })
                else {
                    return .failed("an unknown scenario name reported \(error.code.rawValue) without the known names")
                }
            }
            return .passes(
                "the \"mock\" scenario in a test, a preview and a launch; an unknown name lists the known ones")
        }
    }
}
