import DICore
import Testing

/// A Swift Testing trait that runs each test with fresh process-wide dependency state.
///
/// Every style's global state (container `main`, registry `shared` instances and
/// assignments, static Reader contexts, the current effects world) is looked up
/// through DICore's isolation hook, so inside this trait a test sees only what it
/// set up itself, and tests running in parallel never see each other's state.
/// On a suite it applies to every test in the suite, each with its own state.
///
/// ```swift
/// @Suite(.isolatedDependencies)
/// struct FeatureTests {
///     @Test func usesTheAssignedRegistry() {
///         CoreRegistry.assignDesiredImplementation(
///             to: CoreRegistry(experimentLauncher: StubLauncher()))
///         #expect(FeatureModel().isExperimentOn)
///     }
/// }
/// ```
public struct IsolatedDependenciesTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite, each test getting its own fresh state.
    ///
    /// ```swift
    /// #expect(IsolatedDependenciesTrait().isRecursive)
    /// ```
    public var isRecursive: Bool {
        true
    }

    /// Creates the trait; prefer the ``Testing/Trait/isolatedDependencies`` spelling.
    ///
    /// ```swift
    /// @Test(IsolatedDependenciesTrait()) func example() {}
    /// ```
    public init() {}

    /// Runs `function` inside `DependencyIsolation.withFreshState`.
    ///
    /// ```swift
    /// try await IsolatedDependenciesTrait().provideScope(for: test, testCase: nil) {
    ///     try await body()
    /// }
    /// ```
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await DependencyIsolation.withFreshState {
            try await function()
        }
    }
}

extension Trait where Self == IsolatedDependenciesTrait {
    /// Fresh process-wide dependency state for each test: `@Suite(.isolatedDependencies)`.
    ///
    /// ```swift
    /// @Test(.isolatedDependencies) func startsWithMocks() {
    ///     #expect(!CoreRegistry.hasDesiredImplementation)
    /// }
    /// ```
    public static var isolatedDependencies: Self {
        Self()
    }
}
