import DICore

/// The built-in situations every DI style is checked against, in matrix row order.
///
/// Each case has a stable command-line ``id`` (for `di-compare --scenario`), a
/// title for the matrix, and runs with ``ConformanceScenario/run(against:)``,
/// exercising a style through the ``StyleUnderTest`` contract inside a fresh
/// isolated state. Your own scenarios run beside these: see ``ConformanceScenario``.
///
/// ```swift
/// let outcome = await Scenario.parallelIsolation.run(against: StyleCatalog.all[1])
/// ```
public enum Scenario: String, CaseIterable, ConformanceScenario, CustomStringConvertible {
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
    case escapingWork = "escaping"
    case verifyBeforeUse = "verify"
    case manyBindings = "10k-bindings"
    case singletonPerTest = "singleton-per-test"
    case recoverableCycle = "recoverable-cycle"
    case deepOverride = "deep-override"
    case unimplementedFailsTest = "unimplemented-fails"
    case testContextValues = "test-values"
    case asyncSingleton = "async-singleton"
    case mainActorService = "main-actor-service"
    case asyncCycle = "async-cycle"
    case testDefault = "test-default"
    case singletonInOverride = "singleton-in-override"
    case taskInheritance = "task-inheritance"
    case sameError = "same-error"
    case argumentsAtResolve = "arguments"
    case providerAtCall = "provider"
    case optionalLookup = "optional"
    case modules = "modules"
    case forwarding = "forwarding"
    case propertyCycle = "property-cycle"
    case containerManagement = "container-management"
    case decorated = "decorated"
    case timeToLive = "time-to-live"
    case weaklyInjected = "weak-inject"
    case carriedDependencies = "carried-dependencies"
    case launchPreparation = "launch-preparation"
    case launchContexts = "launch-contexts"
    case previewIsolation = "preview-isolation"
    case previewDefault = "preview-default"
    case namedScenario = "named-scenario"
    case dependencyLog = "dependency-log"
    case secondCopy = "second-copy"

    /// The command-line name, e.g. `parallel-isolation`.
    public var id: String { rawValue }

    /// The matrix row title.
    public var title: String {
        switch self {
        case .liveWiring: "1. live wiring hands out the live implementation"
        case .testOverride: "2. a test override replaces a dependency"
        case .overrideEndsWithScope: "3. the override ends with its region"
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
        case .controlledTime: "14. controlled time: work, re-entrant sleeps, timers due together"
        case .concurrentResolution: "15. 8 concurrent tasks resolve consistently"
        case .escapingWork: "16. work started in an override region keeps it after the region ends"
        case .verifyBeforeUse: "17. every missing dependency is found before first use"
        case .manyBindings: "18. resolving among 10,000 registered dependencies"
        case .singletonPerTest: "19. each test gets its own singleton"
        case .recoverableCycle: "20. a cycle is reported and the process keeps running"
        case .deepOverride: "21. an override reaches a dependency three levels deep"
        case .unimplementedFailsTest: "22. an unimplemented dependency fails the test and says how to fix it"
        case .testContextValues: "23. the test context uses test values without re-binding"
        case .asyncSingleton: "24. an async singleton is built once under 16 racing tasks"
        case .mainActorService: "25. a MainActor service resolves from MainActor code"
        case .asyncCycle: "26. an async cycle is reported with its path"
        case .testDefault: "27. what a test that set nothing up is handed"
        case .singletonInOverride: "28. a singleton first built inside an override"
        case .taskInheritance: "29. Task {} and Task.detached started inside an override"
        case .sameError: "30. the same failure reports the same DIError"
        case .argumentsAtResolve: "31. arguments given at resolve reach the factory"
        case .providerAtCall: "32. a provider resolves where it is called"
        case .optionalLookup: "33. an optional type finds the type it wraps"
        case .modules: "34. modules assembled in order; a key two modules bind is reported"
        case .forwarding: "35. one binding answers for two types with one instance"
        case .propertyCycle: "36. a cycle closed through a property resolves once"
        case .containerManagement: "37. a default lifetime per container, one instance reset, every binding removed"
        case .decorated: "38. a decorator sees every value a binding hands out"
        case .timeToLive: "39. a time-to-live instance is rebuilt once it expires"
        case .weaklyInjected: "40. weak lazy injection: resolved on first read, nil once released"
        case .carriedDependencies: "41. a parent hands its dependencies to its child and its callback"
        case .launchPreparation: "42. ambient dependencies set once at launch"
        case .launchContexts: "43. a launch argument chooses its value, before the test value"
        case .previewIsolation: "44. two previews in one process do not see each other's state"
        case .previewDefault: "45. a preview with no preview value reports"
        case .namedScenario: "46. one named scenario runs a test, a preview and a launch"
        case .dependencyLog: "47. a test's log names each dependency it reached and where its value came from"
        case .secondCopy: "48. a second copy of the library loaded in the process is reported"
        }
    }

    /// The title.
    public var description: String { title }

    /// The rows whose passing cells still say what each style did.
    public var showsDetails: Bool {
        self == .escapingWork || self == .manyBindings || self == .sameError
    }

    /// Checks the case's behaviour; call ``ConformanceScenario/run(against:)`` to run it.
    public func check(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        try await body(style)
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
        case .escapingWork: await Scenarios.escapingWork(style)
        case .verifyBeforeUse: await Scenarios.verifyBeforeUse(style)
        case .manyBindings: try await Scenarios.manyBindings(style)
        case .singletonPerTest: await Scenarios.singletonPerTest(style)
        case .recoverableCycle: await Scenarios.recoverableCycle(style)
        case .deepOverride: await Scenarios.deepOverride(style)
        case .unimplementedFailsTest: await Scenarios.unimplementedFailsTest(style)
        case .testContextValues: await Scenarios.testContextValues(style)
        case .asyncSingleton: try await Scenarios.asyncSingleton(style)
        case .mainActorService: await Scenarios.mainActorService(style)
        case .asyncCycle: await Scenarios.asyncCycle(style)
        case .testDefault: await Scenarios.testDefault(style)
        case .singletonInOverride: await Scenarios.singletonInOverride(style)
        case .taskInheritance: try await Scenarios.taskInheritance(style)
        case .sameError: await Scenarios.sameError(style)
        case .argumentsAtResolve: await Scenarios.argumentsAtResolve(style)
        case .providerAtCall: await Scenarios.providerAtCall(style)
        case .optionalLookup: await Scenarios.optionalLookup(style)
        case .modules: await Scenarios.modules(style)
        case .forwarding: await Scenarios.forwarding(style)
        case .propertyCycle: try await Scenarios.propertyCycle(style)
        case .containerManagement: await Scenarios.containerManagement(style)
        case .decorated: try await Scenarios.decorated(style)
        case .timeToLive: try await Scenarios.timeToLive(style)
        case .weaklyInjected: try await Scenarios.weaklyInjected(style)
        case .carriedDependencies: await Scenarios.carriedDependencies(style)
        case .launchPreparation: await Scenarios.launchPreparation(style)
        case .launchContexts: await Scenarios.launchContexts(style)
        case .previewIsolation: await Scenarios.previewIsolation(style)
        case .previewDefault: await Scenarios.previewDefault(style)
        case .namedScenario: await Scenarios.namedScenario(style)
        case .dependencyLog: await Scenarios.dependencyLog(style)
        case .secondCopy: await Scenarios.secondCopy(style)
        }
    }
}
