extension DependencyOverrides {
    /// Overrides a registry's `shared` with `registry` for these overrides' task tree.
    ///
    /// The same override as ``/DIRegistry/MockVendingRegistry/withOverride(_:operation:)``, as a
    /// member of DICore's overrides, so DITesting's `.dependencies { … }` trait can set it.
    ///
    /// ```swift
    /// @Test(
    ///     .dependencies {
    ///         $0.setRegistry(CoreRegistry(experimentLauncher: StubLauncher(on: true)))
    ///     })
    /// func showsTheExperiment() {
    ///     #expect(FeatureModel().showsExperiment)
    /// }
    /// ```
    public mutating func setRegistry<Concrete: Registry>(_ registry: Concrete) {
        let key = RegistryDirectory.shared.slot(for: Concrete.self).key
        let reference = RegistryReference(registry)
        set(key) { reference.registry }
    }
}
