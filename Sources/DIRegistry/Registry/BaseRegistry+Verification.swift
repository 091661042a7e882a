extension BaseRegistry {
    /// The registries that have no desired implementation in the current task's state, in enrolment order.
    ///
    /// With no list, every registry class in the process (``allRegistryClasses()``), as
    /// Floatation checked them. With a list, those registries and the ones touched so far
    /// (inside a test's fresh state: touched in that test), for a check scoped to one app.
    ///
    /// ```swift
    /// setupRegistries()
    /// #expect(BaseRegistry.registriesLackingDesiredImplementation().isEmpty)
    /// ```
    public static func registriesLackingDesiredImplementation(
        declared registryTypes: [any Registry.Type] = []
    ) -> [BaseRegistry.Type] {
        RegistryCheck(declared: registryTypes, location: SourceLocation()).missing
    }

    /// One error naming every registry that lacks a desired implementation, or `nil` if none does.
    ///
    /// Call it after your app's registry setup. With no list it checks every registry class
    /// in the process, and it is an error too if it finds none (or the platform cannot
    /// discover them), because a check of nothing must not pass. With `declared`, it checks
    /// those registries and the ones touched so far. DITesting's
    /// `RegistryVerification.testRegistriesHaveDesiredImplementationsSet(declared:)` records
    /// the error as a test failure.
    ///
    /// ```swift
    /// AppDelegate.setupRegistries()
    /// if let error = BaseRegistry.verifyDesiredImplementations() {
    ///     DiagnosticReporter.report(error)
    /// }
    /// ```
    public static func verifyDesiredImplementations(
        declared registryTypes: [any Registry.Type] = [],
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError? {
        RegistryCheck(declared: registryTypes, location: SourceLocation(fileID: fileID, line: line)).error
    }
}
