extension BaseRegistry {
    /// Enrols registry classes up front, so discovery and verification know them before first use.
    ///
    /// Registries also enrol themselves the first time any of their API is touched, and
    /// whole-process discovery finds every non-generic registry class in the loaded images.
    /// Declaring covers what discovery cannot find: each specialization of a generic registry
    /// class, and every registry on a platform without discovery. Declaring is idempotent.
    ///
    /// ```swift
    /// enum AppRegistries {
    ///     static let all: [any Registry.Type] = [
    ///         CoreRegistry.self, RoutingRegistry.self,
    ///     ]
    /// }
    /// BaseRegistry.declareRegistries(AppRegistries.all)
    /// ```
    public static func declareRegistries(_ registryTypes: [any Registry.Type]) {
        for registryType in registryTypes {
            enrol(registryType)
        }
    }

    /// Every registry class in the process, in enrolment order, as Floatation's runtime search found them.
    ///
    /// Each non-generic registry class of every loaded image is found in the images'
    /// conformance records, whether or not any code touched it; registries touched or
    /// declared are added (a generic registry's specializations are found only that way).
    /// Inside a test's fresh state, the added ones are those touched or declared in that
    /// test, so the list never depends on which other tests ran first. On a platform
    /// without discovery, only the touched and declared registries are listed.
    ///
    /// ```swift
    /// #expect(BaseRegistry.allRegistryClasses().contains { $0 == CoreRegistry.self })
    /// ```
    public static func allRegistryClasses() -> [BaseRegistry.Type] {
        RegistryDiscovery.run().allSlots().map(\.registryType)
    }

    /// How many registries have a desired implementation in the current task's state.
    ///
    /// ```swift
    /// setupRegistries()
    /// #expect(
    ///     BaseRegistry.desiredImplementationCount
    ///         == BaseRegistry.allRegistryClasses().count)
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
    /// The next `shared` sees the reset state (a fresh mock), and what the reset replaces is
    /// released once no caller can still be reading it: inside a fresh state, when the test's
    /// region ends; outside, a registry `shared` handed out lives as long as the process (a
    /// caller reads it in place, without retaining it) but is emptied: what its `Lazy` and
    /// `AsyncLazy` properties built is released once no caller holds it. One `shared` never
    /// handed out is released at once. A thread reading `shared` during a reset never sees a
    /// freed object.
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

    private static func enrol<Concrete: Registry>(_ registryType: Concrete.Type) {
        RegistryDirectory.shared.enrol(registryType).markVisible()
    }
}
