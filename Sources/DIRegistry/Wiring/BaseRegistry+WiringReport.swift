extension BaseRegistry {
    /// The registries as a wiring report: one node per enrolled registry, and a problem for each that has no
    /// desired implementation (so `shared` hands out its mock).
    ///
    /// Registries are listed from the ones the process enrolled (touched or declared; `declared` adds
    /// more), in a test's fresh state those of that test. Which registry a build reads is recorded by
    /// `Container.wiringReport()` and `WiringReport.recording(_:)`; merge this report with theirs.
    ///
    /// ```swift
    /// setupRegistries()
    /// let report = Container.main.wiringReport().merging(
    ///     BaseRegistry.wiringReport(declared: AppRegistries.all))
    /// ```
    public static func wiringReport(declared registryTypes: [any Registry.Type] = []) -> WiringReport {
        declareRegistries(registryTypes)
        let slots = RegistryDirectory.shared.visibleSlots
        let unassigned = slots.filter { $0.existingState()?.assigned.value == nil }.map { slot in
            WiringProblem(
                kind: .registryNeverAssigned, node: slot.wiringNode.id,
                detail: "no desired implementation, so shared is the mock from \(slot.name).createMockShared()")
        }
        return WiringReport(nodes: slots.map(\.wiringNode), edges: [], problems: unassigned)
    }
}
