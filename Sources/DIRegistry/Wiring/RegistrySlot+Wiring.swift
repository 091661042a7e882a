extension RegistrySlot {
    /// The registry as a node of a wiring report.
    var wiringNode: WiringNode {
        WiringNode(kind: .registry, name: name)
    }

    /// `shared` while a wiring recording or a resolution trace is on: the same instance as
    /// ``scopedInstance()``, observed as a resolution of this registry (so a mock's builder that reads
    /// another registry draws an edge to it).
    func observedInstance(in scope: RegionState, recorder: WiringRecorder) -> BaseRegistry {
        if let override = scope.overrides[key] {
            return recorder.observe(wiringNode, source: .override) { overridden(override) }
        }
        let state =
            scope.isolation.map { store in store.value(for: isolationKey) { RegistryState(key: key, isolation: store) }
            }
            ?? global
        if let assigned = state.assigned.value {
            let source: WiringSource = scope.isolation == nil ? .assigned : .isolatedState
            return recorder.observe(wiringNode, source: source, reused: true) { assigned }
        }
        let context = scope.context ?? DependencyContext.detected
        let source: WiringSource = context == .preview ? .previewValue : .mock
        let memoised = context == .preview ? state.preview.value : state.mock.value
        return recorder.observe(wiringNode, source: source, reused: memoised != nil) { mock(in: state) }
    }
}
