import DIConformance
import DICore

/// A correct style with one capability replaced by a broken one, to prove that a scenario notices the defect.
///
/// Everything not replaced is forwarded to `base` (DIToolkit's Wrappers adapter in the tests).
struct MutantStyle: StyleUnderTest {
    let base: any StyleUnderTest
    var replacedConsumer: Support<@Sendable () throws -> @Sendable () throws -> String>?
    var replacedVerification: Support<@Sendable () throws -> String>?
    var replacedManyBindings: Support<@Sendable (Int) throws -> Int>?
    var replacedTestIsolation: Support<TestIsolation>?
    var replacedRecoverableCycle: Support<@Sendable () throws -> String>?
    var replacedOuterMessage: Support<@Sendable () throws -> String>?
    var replacedUnimplementedInTest: Support<@Sendable () -> Reading<String>>?
    var replacedContextGreeting: Support<@Sendable () throws -> Reading<String>>?
    var replacedAsyncSingleton: (@Sendable (BuildCounter) -> Support<@Sendable () async throws -> Service>)?
    var replacedMainActorService: Support<MainActorReach>?
    var replacedAsyncCycle: Support<@Sendable () async throws -> String>?
    var replacedTestDefault: Support<@Sendable () throws -> Reading<String>>?
    var replacedGreetingSingleton: Support<@Sendable () throws -> String>?
    var replacedProvoke: (@Sendable (DependencyFailure) -> Support<@Sendable () async -> [FailureReading]>)?
    var replacedCarriedParent: Support<@Sendable () throws -> CarriedParent>?
    var replacedLaunchPreparation: Support<@Sendable (String, String) throws -> LaunchPreparation>?
    var replacedLaunchGreeting: Support<@Sendable () throws -> Reading<String>>?
    var replacedPreviewIsolation: Support<TestIsolation>?
    var replacedPreviewDefault: Support<@Sendable () throws -> Reading<String>>?
    var replacedScenarioGreeting: Support<@Sendable (String, inout DependencyOverrides) -> Void>?
    var replacedDependencyLog: Support<@Sendable (@Sendable () throws -> Void) throws -> [String]>?
    var replacedSecondCopyReports:
        Support<@Sendable (@Sendable () async throws -> String) async throws -> Reading<String>>?
    var replacedArgumentGreeting: Support<ArgumentResolution>?
    var replacedGreeterProvider: Support<@Sendable () throws -> @Sendable () throws -> String>?
    var replacedOptionalLookup: Support<OptionalResolution>?
    var replacedControlledTime: Support<TimeControl>?
    /// Runs the "detached" work in the calling task instead, so it inherits the task's overrides.
    var detachesInline = false

    init(base: any StyleUnderTest = StyleCatalog.all[1]) {
        self.base = base
    }

    var name: String { base.name + " with a defect" }
    func wireLive() throws { try base.wireLive() }
    func currentGreeting() throws -> String { try base.currentGreeting() }
    func handOut() throws -> any Greeter { try base.handOut() }
    func parentMessage() throws -> String { try base.parentMessage() }

    func withGreeting<Result: Sendable>(
        _ text: String,
        operation: @Sendable () async throws -> Result
    ) async throws -> Result {
        try await base.withGreeting(text, operation: operation)
    }

    func withFreshState<Result: Sendable>(_ operation: () async throws -> Result) async throws -> Result {
        try await base.withFreshState(operation)
    }

    var singleton: Support<@Sendable () throws -> Service> { base.singleton }
    var transient: Support<@Sendable () throws -> Service> { base.transient }
    var named: Support<@Sendable (String) throws -> String> { base.named }
    var missingDependency: Support<@Sendable () -> String> { base.missingDependency }
    var cycle: Support<@Sendable () -> String> { base.cycle }
    var reset: Support<ResetProbe> { base.reset }
    var controlledTime: Support<TimeControl> { replacedControlledTime ?? base.controlledTime }
    var makeConsumer: Support<@Sendable () throws -> @Sendable () throws -> String> {
        replacedConsumer ?? base.makeConsumer
    }
    var verification: Support<@Sendable () throws -> String> { replacedVerification ?? base.verification }
    var testIsolation: Support<TestIsolation> { replacedTestIsolation ?? base.testIsolation }
    var recoverableCycle: Support<@Sendable () throws -> String> {
        replacedRecoverableCycle ?? base.recoverableCycle
    }
    var outerMessage: Support<@Sendable () throws -> String> { replacedOuterMessage ?? base.outerMessage }
    var unimplementedInTest: Support<@Sendable () -> Reading<String>> {
        replacedUnimplementedInTest ?? base.unimplementedInTest
    }
    var contextGreeting: Support<@Sendable () throws -> Reading<String>> {
        replacedContextGreeting ?? base.contextGreeting
    }
    var mainActorService: Support<MainActorReach> { replacedMainActorService ?? base.mainActorService }
    var asyncCycle: Support<@Sendable () async throws -> String> { replacedAsyncCycle ?? base.asyncCycle }
    var testDefault: Support<@Sendable () throws -> Reading<String>> { replacedTestDefault ?? base.testDefault }
    var greetingSingleton: Support<@Sendable () throws -> String> {
        replacedGreetingSingleton ?? base.greetingSingleton
    }

    var argumentGreeting: Support<ArgumentResolution> { replacedArgumentGreeting ?? base.argumentGreeting }
    var greeterProvider: Support<@Sendable () throws -> @Sendable () throws -> String> {
        replacedGreeterProvider ?? base.greeterProvider
    }
    var optionalLookup: Support<OptionalResolution> { replacedOptionalLookup ?? base.optionalLookup }

    func detached<Result: Sendable>(
        _ operation: @escaping @Sendable () throws -> Result
    ) async throws -> Result {
        detachesInline ? try operation() : try await base.detached(operation)
    }

    func lazy(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        try base.lazy(counting: builds)
    }

    func weak(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        try base.weak(counting: builds)
    }

    func asyncSingleton(counting builds: BuildCounter) throws -> Support<@Sendable () async throws -> Service> {
        try replacedAsyncSingleton?(builds) ?? base.asyncSingleton(counting: builds)
    }

    func manyBindings(_ count: Int) throws -> Support<@Sendable (Int) throws -> Int> {
        let real = try base.manyBindings(count)
        return replacedManyBindings ?? real
    }

    func provoke(_ failure: DependencyFailure) -> Support<@Sendable () async -> [FailureReading]> {
        replacedProvoke?(failure) ?? base.provoke(failure)
    }

    var carriedParent: Support<@Sendable () throws -> CarriedParent> {
        replacedCarriedParent ?? base.carriedParent
    }

    var launchPreparation: Support<@Sendable (String, String) throws -> LaunchPreparation> {
        replacedLaunchPreparation ?? base.launchPreparation
    }

    var launchGreeting: Support<@Sendable () throws -> Reading<String>> {
        replacedLaunchGreeting ?? base.launchGreeting
    }

    var previewIsolation: Support<TestIsolation> {
        replacedPreviewIsolation ?? base.previewIsolation
    }

    var previewDefault: Support<@Sendable () throws -> Reading<String>> {
        replacedPreviewDefault ?? base.previewDefault
    }

    var scenarioGreeting: Support<@Sendable (String, inout DependencyOverrides) -> Void> {
        replacedScenarioGreeting ?? base.scenarioGreeting
    }

    var dependencyLog: Support<@Sendable (@Sendable () throws -> Void) throws -> [String]> {
        replacedDependencyLog ?? base.dependencyLog
    }

    var secondCopyReports: Support<@Sendable (@Sendable () async throws -> String) async throws -> Reading<String>> {
        replacedSecondCopyReports ?? base.secondCopyReports
    }
}
