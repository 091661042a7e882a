extension BaseRegistry {
    /// Floatation's spelling of ``resetAllSharedInstances()``.
    ///
    /// ```swift
    /// BaseRegistry.🧪resetAllSharedInstances()
    /// ```
    public static func 🧪resetAllSharedInstances() {
        resetAllSharedInstances()
    }

    /// Floatation's spelling of ``allRegistryClasses()``.
    ///
    /// ```swift
    /// for registryType in BaseRegistry.🧪allRegistryClasses() { print(registryType) }
    /// ```
    public static func 🧪allRegistryClasses() -> [BaseRegistry.Type] {
        allRegistryClasses()
    }

    /// Floatation's spelling of ``desiredImplementationCount``.
    ///
    /// ```swift
    /// #expect(
    ///     BaseRegistry.🧪desiredImplementationCount
    ///         == BaseRegistry.🧪allRegistryClasses().count)
    /// ```
    public static var 🧪desiredImplementationCount: Int {
        desiredImplementationCount
    }

    /// Floatation's spelling of ``desiredImplementationExists(for:)``.
    ///
    /// ```swift
    /// #expect(BaseRegistry.🧪desiredImplementationExists(for: CoreRegistry.self))
    /// ```
    public static func 🧪desiredImplementationExists(for registryType: BaseRegistry.Type) -> Bool {
        desiredImplementationExists(for: registryType)
    }
}
