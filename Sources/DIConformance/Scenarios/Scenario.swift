import DICore

/// The seventeen situations every DI style is checked against.
///
/// Each case has a stable command-line ``id`` (for `di-compare --scenario`), a
/// title for the matrix, and a ``run(against:)`` that exercises a style
/// through the ``StyleUnderTest`` contract inside a fresh isolated state.
///
/// ```swift
/// let outcome = await Scenario.parallelIsolation.run(against: WrappersStyle())
/// ```
public enum Scenario: String, CaseIterable, Sendable, CustomStringConvertible {
    case liveWiring = "live-wiring"
    case testOverride = "test-override"
    case overrideEndsWithScope = "override-ends"
    case parallelIsolation = "parallel-isolation"
    case singletonIdentity = "singleton"
    case transientFreshness = "transient"
    case lazyCreation = "lazy"
    case weakLifetime = "weak"
    case namedVariants = "named"
    case nestedGraph = "nested-graph"
    case missingDependency = "missing"
    case dependencyCycle = "cycle"
    case resetBetweenTests = "reset"
    case controlledTime = "controlled-time"
    case concurrentResolution = "concurrent"
    case unimplementedFailsTest = "unimplemented-fails"
    case testContextValues = "test-values"

    /// The command-line name, e.g. `parallel-isolation`.
    public var id: String { rawValue }

    /// The matrix row title.
    public var title: String {
        switch self {
        case .liveWiring: "1. live wiring hands out the live implementation"
        case .testOverride: "2. a test override replaces a dependency"
        case .overrideEndsWithScope: "3. the override ends with its scope"
        case .parallelIsolation: "4. parallel tasks see only their own overrides"
        case .singletonIdentity: "5. singleton identity"
        case .transientFreshness: "6. transient freshness"
        case .lazyCreation: "7. lazy creation, once under 8 racing tasks"
        case .weakLifetime: "8. weak lifetime"
        case .namedVariants: "9. named variants of one type"
        case .nestedGraph: "10. overriding a leaf reaches its parent"
        case .missingDependency: "11. a missing dependency names the type"
        case .dependencyCycle: "12. a cycle is reported with its path"
        case .resetBetweenTests: "13. reset returns a clean state"
        case .controlledTime: "14. controlled time: 3 s of work with no real waiting"
        case .concurrentResolution: "15. 8 concurrent tasks resolve consistently"
        case .unimplementedFailsTest: "16. an unimplemented dependency fails the test"
        case .testContextValues: "17. the test context uses test values without re-binding"
        }
    }

    /// The title.
    public var description: String { title }

    /// Runs the scenario against `style` in a fresh isolated state with live wiring.
    ///
    /// The suite is test code even inside `di-compare`, so it runs in the `.test`
    /// context: registries hand out their mocks silently, as they do under `swift test`.
    public func run(against style: some StyleUnderTest) async -> ScenarioOutcome {
        await DependencyContext.withContext(.test) {
            await runIsolated(against: style)
        }
    }

    private func runIsolated(against style: some StyleUnderTest) async -> ScenarioOutcome {
        await DependencyIsolation.withFreshState {
            do {
                try style.wireLive()
                return try await body(style)
            } catch {
                return .failed("threw \(error)")
            }
        }
    }

    private func body(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        switch self {
        case .liveWiring: try Scenarios.liveWiring(style)
        case .testOverride: try await Scenarios.testOverride(style)
        case .overrideEndsWithScope: try await Scenarios.overrideEnds(style)
        case .parallelIsolation: try await Scenarios.parallelIsolation(style)
        case .singletonIdentity: await Scenarios.singletonIdentity(style)
        case .transientFreshness: await Scenarios.transientFreshness(style)
        case .lazyCreation: try await Scenarios.lazyCreation(style)
        case .weakLifetime: try await Scenarios.weakLifetime(style)
        case .namedVariants: await Scenarios.namedVariants(style)
        case .nestedGraph: try await Scenarios.nestedGraph(style)
        case .missingDependency: await Scenarios.missingDependency(style)
        case .dependencyCycle: await Scenarios.dependencyCycle(style)
        case .resetBetweenTests: await Scenarios.resetBetweenTests(style)
        case .controlledTime: await Scenarios.controlledTime(style)
        case .concurrentResolution: try await Scenarios.concurrentResolution(style)
        case .unimplementedFailsTest: await Scenarios.unimplementedFailsTest(style)
        case .testContextValues: await Scenarios.testContextValues(style)
        }
    }
}
