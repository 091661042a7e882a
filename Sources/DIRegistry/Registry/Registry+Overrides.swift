extension MockVendingRegistry where Self: BaseRegistry {
    /// Runs `operation` with `registry` as `shared`, for this task tree only.
    ///
    /// Built on `DependencyOverrides`: the override is task-local, so a task
    /// running beside this one does not see it, and this task is back to the
    /// previous `shared` once `operation` returns, even if it throws. A `Task {}`
    /// started inside keeps the override for as long as it runs. It wins over an
    /// assignment and over the mock.
    ///
    /// ```swift
    /// @Test func showsTheExperiment() {
    ///     let registry = CoreRegistry(
    ///         experimentLauncher: StubLauncher(on: true),
    ///         userDefaults: MockKeyValueStore())
    ///     CoreRegistry.withOverride(registry) {
    ///         #expect(FeatureModel().showsExperiment)
    ///     }
    /// }
    /// ```
    @discardableResult
    public static func withOverride<Result>(
        _ registry: Self,
        operation: () throws -> Result
    ) rethrows -> Result {
        try DependencyOverrides.with {
            $0.setRegistry(registry)
        } operation: {
            try operation()
        }
    }

    /// The `async` form of ``withOverride(_:operation:)``.
    ///
    /// ```swift
    /// await CoreRegistry.withOverride(registry) {
    ///     await model.load()
    /// }
    /// ```
    @discardableResult
    public static func withOverride<Result>(
        _ registry: Self,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await DependencyOverrides.with({ $0.setRegistry(registry) }, isolation: isolation, operation: operation)
    }
}

/// Carries an override's registry into DICore's `@Sendable` override factory.
///
/// Registries are not `Sendable` (so the seed's spelling compiles); the override
/// hands the same instance to every reader in the task tree, exactly as `shared` does.
struct RegistryReference: @unchecked Sendable {
    let registry: BaseRegistry

    init(_ registry: BaseRegistry) {
        self.registry = registry
    }
}
