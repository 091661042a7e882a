import DICore
import Testing

/// A Swift Testing trait that isolates a test's dependencies and sets up its overrides, in one line.
///
/// Each test runs in fresh process-wide state (as with ``IsolatedDependenciesTrait``) with the
/// overrides `configure` makes on DICore's ``/DICore/DependencyOverrides``. Every style adds its
/// members to that value: `bind` (DIWrappers), `world` (DIEffects), `setRegistry` (DIRegistry) and
/// `setContext` (DIReader). On a suite the trait applies to each test; a trait on a test inside it
/// runs after the suite's, so the test's overrides refine the suite's and the innermost wins.
///
/// ```swift
/// @Suite(.dependencies { $0.world.now = CommonDependencies.Now.constant(epoch) })
/// struct FeedTests {
///     @Test(.dependencies { $0.bind((any Logger).self, value: SilentLogger()) })
///     func loadsTheFeed() {
///         // the suite's world and the test's logger
///         #expect(FeedModel().stamp == epoch)
///     }
/// }
/// ```
///
/// `configure` runs on the main actor, so it may read what a target whose default isolation is the main
/// actor declares (every global of such a target is main-actor isolated), from any test.
public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
    private let configure: @MainActor @Sendable (inout DependencyOverrides) throws -> Void

    /// Applies to every test of a suite, each test getting its own fresh state and overrides.
    ///
    /// ```swift
    /// #expect(DependenciesTrait { _ in }.isRecursive)
    /// ```
    public var isRecursive: Bool {
        true
    }

    /// Creates the trait; prefer the ``Testing/Trait/dependencies(_:)`` spelling.
    ///
    /// ```swift
    /// @Test(DependenciesTrait { $0.bind((any Logger).self, value: SilentLogger()) })
    /// func example() {}
    /// ```
    public init(_ configure: @escaping @MainActor @Sendable (inout DependencyOverrides) throws -> Void) {
        self.configure = configure
    }

    /// Runs `function` in fresh dependency state with the overrides `configure` makes.
    ///
    /// ```swift
    /// try await trait.provideScope(for: test, testCase: nil) { try await body() }
    /// ```
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await DependencyIsolation.withFreshState {
            // Configured on the main actor within this task, so it starts from this task's overrides and world.
            let configured = try await MainActor.run { [configure] in
                var overrides = DependencyOverrides.current
                try configure(&overrides)
                return overrides
            }
            try await DependencyOverrides.with({ $0 = configured }) {
                try await function()
            }
        }
    }
}

extension Trait where Self == DependenciesTrait {
    /// Fresh dependency state and these overrides for each test: `@Test(.dependencies { … })`.
    ///
    /// ```swift
    /// @Test(.dependencies {
    ///     $0.bind((any Logger).self, value: SilentLogger())
    ///     $0.world.now = CommonDependencies.Now.constant(epoch)
    /// })
    /// func stampsTheEntry() {
    ///     #expect(Journal().newEntry().date == epoch)
    /// }
    /// ```
    public static func dependencies(
        _ configure: @escaping @MainActor @Sendable (inout DependencyOverrides) throws -> Void
    ) -> Self {
        Self(configure)
    }
}
