extension BaseRegistry {
    /// Enrols registry classes up front, so discovery and verification know them before first use.
    ///
    /// Registries also enrol themselves the first time any of their API is touched;
    /// declaring them covers the ones a launch path never touches. Declaring is idempotent.
    ///
    /// ```swift
    /// enum AppRegistries {
    ///     static let all: [any Registry.Type] = [CoreRegistry.self, RoutingRegistry.self]
    /// }
    /// BaseRegistry.declareRegistries(AppRegistries.all)
    /// ```
    public static func declareRegistries(_ registryTypes: [any Registry.Type]) {
        for registryType in registryTypes {
            enrol(registryType)
        }
    }

    /// Every registry class enrolled so far (touched or declared), in enrolment order.
    ///
    /// Inside a test's fresh state, only the registries declared or touched in that test:
    /// other tests in the same process enrol their own registries, and a test's discovery
    /// and verification must not depend on which of them ran first.
    ///
    /// ```swift
    /// #expect(BaseRegistry.allRegistryClasses().contains { $0 == CoreRegistry.self })
    /// ```
    public static func allRegistryClasses() -> [BaseRegistry.Type] {
        RegistryDirectory.shared.visibleSlots.map(\.registryType)
    }

    /// How many enrolled registries have a desired implementation in the current task's state.
    ///
    /// ```swift
    /// setupRegistries()
    /// #expect(BaseRegistry.desiredImplementationCount == BaseRegistry.allRegistryClasses().count)
    /// ```
    public static var desiredImplementationCount: Int {
        RegistryDirectory.shared.visibleSlots.count { $0.existingState()?.assigned.value != nil }
    }

    /// Whether `registryType` has a desired implementation in the current task's state.
    ///
    /// ```swift
    /// #expect(BaseRegistry.desiredImplementationExists(for: CoreRegistry.self))
    /// ```
    public static func desiredImplementationExists(for registryType: BaseRegistry.Type) -> Bool {
        let slot = RegistryDirectory.shared.existingSlot(for: ObjectIdentifier(registryType))
        return slot?.existingState()?.assigned.value != nil
    }

    /// Forgets every registry's assignment and mock, so each `shared` builds a fresh mock.
    ///
    /// Inside a test's fresh state (DITesting's `.isolatedDependencies` or
    /// `BuoyTestCase`) it resets that test's registries only; outside, the process-wide ones.
    /// Process-wide instances it replaces stay alive until the process ends, so a thread
    /// reading `shared` at that moment never sees a freed object; prefer isolated tests to resetting.
    ///
    /// ```swift
    /// override func setUp() {
    ///     super.setUp()
    ///     BaseRegistry.resetAllSharedInstances()
    /// }
    /// ```
    public static func resetAllSharedInstances() {
        for slot in RegistryDirectory.shared.allSlots {
            slot.reset()
        }
    }

    /// The enrolled and `declared` registries that have no desired implementation, in enrolment order.
    ///
    /// ```swift
    /// setupRegistries()
    /// #expect(BaseRegistry.registriesLackingDesiredImplementation(declared: AppRegistries.all).isEmpty)
    /// ```
    public static func registriesLackingDesiredImplementation(
        declared registryTypes: [any Registry.Type] = []
    ) -> [BaseRegistry.Type] {
        declareRegistries(registryTypes)
        return RegistryDirectory.shared.visibleSlots
            .filter { $0.existingState()?.assigned.value == nil }
            .map(\.registryType)
    }

    /// One error naming every registry that lacks a desired implementation, or `nil` if none does.
    ///
    /// Call it after your app's registry setup; `declared` adds registries the
    /// setup might never touch. DITesting's
    /// `RegistryVerification.testRegistriesHaveDesiredImplementationsSet(declared:)` records it as a test failure.
    ///
    /// ```swift
    /// AppDelegate.setupRegistries()
    /// if let error = BaseRegistry.verifyDesiredImplementations(declared: AppRegistries.all) {
    ///     DiagnosticReporter.report(error)
    /// }
    /// ```
    public static func verifyDesiredImplementations(
        declared registryTypes: [any Registry.Type] = [],
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError? {
        let missing = registriesLackingDesiredImplementation(declared: registryTypes)
        guard !missing.isEmpty else { return nil }
        return .registriesLackDesiredImplementation(
            missing, checked: RegistryDirectory.shared.visibleSlots.count,
            location: SourceLocation(fileID: fileID, line: line))
    }

    private static func enrol<Concrete: Registry>(_ registryType: Concrete.Type) {
        RegistryDirectory.shared.enrol(registryType).markVisible()
    }
}
