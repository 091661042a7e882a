extension StaticContextStorage {
    /// The static context as a node of a wiring report.
    var wiringNode: WiringNode {
        WiringNode(kind: .staticContext, name: String(reflecting: Source.self))
    }

    /// ``resolver`` while a wiring recording or a resolution trace is on: the same resolver, read in
    /// the same order, observed as a resolution of this type's static context.
    func observedResolver(in state: RegionState, recorder: WiringRecorder) -> Resolver<Source, Context> {
        if let entry = state.overrides[key], let scoped = scopedResolver(from: entry) {
            return recorder.observe(wiringNode, source: .override, reused: true) { scoped }
        }
        if let store = state.isolation, let isolated = store.existingValue(for: key, as: Resolver<Source, Context>.self)
        {
            return recorder.observe(wiringNode, source: .isolatedState, reused: true) { isolated }
        }
        if let assigned = shared.withLock({ $0 }) {
            return recorder.observe(wiringNode, source: .binding, reused: true) { assigned }
        }
        let choice = contextChoice()
        let source: WiringSource =
            switch choice.source {
            case .live: .binding
            case .test: .testValue
            case .preview: .previewValue
            case .launch: .launchValue
            }
        return recorder.observe(wiringNode, source: source, reused: true) { choice.value }
    }
}
