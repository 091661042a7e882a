/// One check of the launch setup: the registries checked, those lacking an assignment, and the error.
package struct RegistryCheck {
    /// The registries checked, in enrolment order.
    package let checked: [BaseRegistry.Type]
    /// The checked registries without a desired implementation in the current task's state.
    package let missing: [BaseRegistry.Type]
    /// What the check reports: the missing registries, or that it found nothing to check.
    package let error: DIError?

    /// Checks every registry class in the process when `declared` is empty, else `declared` and the touched ones.
    package init(declared registryTypes: [any Registry.Type], location: SourceLocation) {
        self.init(declared: registryTypes, location: location, discovery: registryTypes.isEmpty ? .run() : nil)
    }

    /// A whole-process check as if discovery had found no registry class, or were unavailable on this platform.
    package static func withoutDiscoveredRegistries(discoveryIsAvailable: Bool, location: SourceLocation)
        -> RegistryCheck
    {
        let discovery = discoveryIsAvailable ? RegistryDiscovery.nothingFound : RegistryDiscovery.unavailable
        return RegistryCheck(declared: [], location: location, discovery: discovery)
    }

    private init(declared registryTypes: [any Registry.Type], location: SourceLocation, discovery: RegistryDiscovery?) {
        let slots: [RegistrySlot]
        let scope: String
        var uncheckedGeneric: [String] = []
        if let discovery {
            guard discovery.isAvailable else {
                (checked, missing, error) = ([], [], .registryDiscoveryUnavailable(location: location))
                return
            }
            if let twice = discovery.loadedTwice.first {
                (checked, missing, error) = (
                    [], [], .typeLoadedTwice(twice, holding: "shared registry and mock", location: location)
                )
                return
            }
            slots = discovery.allSlots()
            guard !slots.isEmpty else {
                (checked, missing, error) = ([], [], .noRegistriesFound(discovery, location: location))
                return
            }
            scope = "every registry class in the process"
            let specializations = slots.map { String(reflecting: $0.registryType) }
            uncheckedGeneric = discovery.genericTypeNames.filter { generic in
                !specializations.contains { $0.hasPrefix(generic + "<") }
            }
        } else {
            BaseRegistry.declareRegistries(registryTypes)
            slots = RegistryDirectory.shared.visibleSlots
            scope =
                DependencyIsolation.isActive ? "declared, or touched in this test" : "declared, or touched since launch"
        }
        let lacking = slots.filter { $0.existingState()?.assigned.value == nil }
        checked = slots.map(\.registryType)
        missing = lacking.map(\.registryType)
        error =
            lacking.isEmpty && uncheckedGeneric.isEmpty
            ? nil
            : .registriesLackDesiredImplementation(
                missing, checked: slots.count, scope: scope, uncheckedGeneric: uncheckedGeneric, location: location)
    }
}
