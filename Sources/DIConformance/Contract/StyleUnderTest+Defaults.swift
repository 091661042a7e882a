import DICore

/// Defaults for every capability, so an adapter can start with the six essential requirements.
///
/// Each default answers ``Support/notSupported(_:)`` with a reason that starts with
/// "not adapted: " (``ScenarioOutcome/isNotAdapted``): the matrix then shows `—` and says
/// which capability the adapter leaves out, instead of a pass it did not earn. DIToolkit's
/// own adapters and the peer adapters implement every capability, and a test checks that
/// none of their cells is "not adapted".
extension StyleUnderTest {
    /// Not adapted: the cell shows `—` and says the adapter leaves `singleton` out.
    public var singleton: Support<@Sendable () throws -> Service> { .notAdapted("singleton", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `transient` out.
    public var transient: Support<@Sendable () throws -> Service> { .notAdapted("transient", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `named` out.
    public var named: Support<@Sendable (String) throws -> String> { .notAdapted("named", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `missingDependency` out.
    public var missingDependency: Support<@Sendable () -> String> { .notAdapted("missingDependency", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `cycle` out.
    public var cycle: Support<@Sendable () -> String> { .notAdapted("cycle", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `reset` out.
    public var reset: Support<ResetProbe> { .notAdapted("reset", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `controlledTime` out.
    public var controlledTime: Support<TimeControl> { .notAdapted("controlledTime", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `makeConsumer` out.
    public var makeConsumer: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .notAdapted("makeConsumer", by: name)
    }
    /// Not adapted: the cell shows `—` and says the adapter leaves `verification` out.
    public var verification: Support<@Sendable () throws -> String> { .notAdapted("verification", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `testIsolation` out.
    public var testIsolation: Support<TestIsolation> { .notAdapted("testIsolation", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `recoverableCycle` out.
    public var recoverableCycle: Support<@Sendable () throws -> String> {
        .notAdapted("recoverableCycle", by: name)
    }
    /// `handOut()`: the adapter does not say what its hand-out does.
    public var handOutDescription: String { "handOut()" }
    /// None: every way of resolving survives a cycle as ``recoverableCycle`` does, or the style has one way only.
    public func resolutionsThatStopOnACycle() -> [String] { [] }
    /// Not adapted: the cell shows `—` and says the adapter leaves `outerMessage` out.
    public var outerMessage: Support<@Sendable () throws -> String> { .notAdapted("outerMessage", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `unimplementedInTest` out.
    public var unimplementedInTest: Support<@Sendable () -> Reading<String>> {
        .notAdapted("unimplementedInTest", by: name)
    }
    /// Not adapted: the cell shows `—` and says the adapter leaves `contextGreeting` out.
    public var contextGreeting: Support<@Sendable () throws -> Reading<String>> {
        .notAdapted("contextGreeting", by: name)
    }
    /// Not adapted: the cell shows `—` and says the adapter leaves `mainActorService` out.
    public var mainActorService: Support<MainActorReach> { .notAdapted("mainActorService", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `asyncCycle` out.
    public var asyncCycle: Support<@Sendable () async throws -> String> { .notAdapted("asyncCycle", by: name) }

    /// Not adapted: the cell shows `—` and says the adapter leaves `testDefault` out.
    public var testDefault: Support<@Sendable () throws -> Reading<String>> {
        .notAdapted("testDefault", by: name)
    }
    /// Not adapted: the cell shows `—` and says the adapter leaves `greetingSingleton` out.
    public var greetingSingleton: Support<@Sendable () throws -> String> {
        .notAdapted("greetingSingleton", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `argumentGreeting` out.
    public var argumentGreeting: Support<ArgumentResolution> {
        .notAdapted("argumentGreeting", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `greeterProvider` out.
    public var greeterProvider: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .notAdapted("greeterProvider", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `optionalLookup` out.
    public var optionalLookup: Support<OptionalResolution> {
        .notAdapted("optionalLookup", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `provoke(_:)` out.
    public func provoke(_ failure: DependencyFailure) -> Support<@Sendable () async -> [FailureReading]> {
        .notAdapted("provoke(_:)", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `carriedParent` out.
    public var carriedParent: Support<@Sendable () throws -> CarriedParent> {
        .notAdapted("carriedParent", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `launchPreparation` out.
    public var launchPreparation: Support<@Sendable (_ first: String, _ second: String) throws -> LaunchPreparation> {
        .notAdapted("launchPreparation", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `launchGreeting` out.
    public var launchGreeting: Support<@Sendable () throws -> Reading<String>> {
        .notAdapted("launchGreeting", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `previewIsolation` out.
    public var previewIsolation: Support<TestIsolation> {
        .notAdapted("previewIsolation", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `previewDefault` out.
    public var previewDefault: Support<@Sendable () throws -> Reading<String>> {
        .notAdapted("previewDefault", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `scenarioGreeting` out.
    public var scenarioGreeting: Support<@Sendable (_ text: String, _ overrides: inout DependencyOverrides) -> Void> {
        .notAdapted("scenarioGreeting", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `dependencyLog` out.
    public var dependencyLog: Support<@Sendable (_ body: @Sendable () throws -> Void) throws -> [String]> {
        .notAdapted("dependencyLog", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `secondCopyReports` out.
    public var secondCopyReports:
        Support<@Sendable (_ firstUse: @Sendable () async throws -> String) async throws -> Reading<String>>
    {
        .notAdapted("secondCopyReports", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `lazy` out.
    public func lazy(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notAdapted("lazy(counting:)", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `weak` out.
    public func weak(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notAdapted("weak(counting:)", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `asyncSingleton` out.
    public func asyncSingleton(
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () async throws -> Service> {
        .notAdapted("asyncSingleton(counting:)", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `manyBindings` out.
    public func manyBindings(_ count: Int) throws -> Support<@Sendable (Int) throws -> Int> {
        .notAdapted("manyBindings(_:)", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `modules` out.
    public var modules: Support<@Sendable () throws -> ModuleWiring> { .notAdapted("modules", by: name) }
    /// Not adapted: the cell shows `—` and says the adapter leaves `forwarded` out.
    public var forwarded: Support<@Sendable () throws -> (Service, any Numbered)> {
        .notAdapted("forwarded", by: name)
    }
    /// Not adapted: the cell shows `—` and says the adapter leaves `propertyCycle(counting:)` out.
    public func propertyCycle(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> CycleParent> {
        .notAdapted("propertyCycle(counting:)", by: name)
    }
    /// Not adapted: the cell shows `—` and says the adapter leaves `containerManagement` out.
    public var containerManagement: Support<ContainerManagement> { .notAdapted("containerManagement", by: name) }

    /// Runs `operation` as is: DIToolkit's own isolation is all a DIToolkit style needs.
    public func withFreshState<Result: Sendable>(
        _ operation: () async throws -> Result
    ) async throws -> Result {
        try await operation()
    }
}

extension Support {
    static func notAdapted(_ capability: String, by style: String) -> Support {
        .notSupported(ScenarioOutcome.notAdaptedPrefix + "the \(style) adapter does not implement `\(capability)`")
    }
}
