extension Container {
    /// A resolution while a wiring recording or a resolution trace is on: the override, else the nearest
    /// binding, each observed as a node, or the missing key.
    ///
    /// Only reached when the task's region state says it is recording, so resolution outside a recording
    /// never comes here. It reads the region state again rather than taking it from the caller, whose
    /// read path then holds no reference to it across the call.
    @usableFromInline
    func resolveObserved<Service>(
        _ key: DependencyKey,
        as type: Service.Type,
        _ location: SourceLocation
    ) throws -> Service? {
        guard let state = TaskRegion.current, let recorder = state.recorder else {
            return try value(for: key, as: type, location: location)
        }
        if let entry = state.overrides[key] {
            return try recorder.observe(WiringNode(kind: .override, name: key.description), source: .override) {
                try overriddenValue(entry, key: key, as: type, location: location)
            }
        }
        let asked = answering(for: recorder)
        guard let (binding, owner) = asked.bindingWithOwner(for: key) else {
            recorder.observeMissing(key, asked: "container \(name)")
            return nil
        }
        let typed = unsafeDowncast(binding, to: Binding<Service>.self)
        return try recorder.observe(
            binding.wiringNode(in: owner), source: owner === asked ? .binding : .parent,
            reused: binding.hasCachedInstance
        ) {
            try typed.resolve(from: asked, location: location)
        }
    }

    /// The container that answers a resolution asked of this one: during a verification, the scratch copy
    /// that stands for it (so code that names `Container.main` directly builds nothing in the live one).
    func answering(for recorder: WiringRecorder) -> Container {
        recorder.verification?.substitute(for: self) ?? self
    }
}

extension Container {
    /// An awaited resolution while a wiring recording or a resolution trace is on: the override, else the
    /// nearest binding, each observed as a node, or the missing key; the `await` form of `resolveObserved`.
    nonisolated(nonsending) func resolveAsyncObserved<Service>(
        _ key: DependencyKey,
        as type: Service.Type,
        location: SourceLocation,
        recorder: WiringRecorder
    ) async throws -> Service? {
        if let entry = TaskRegion.current?.overrides[key] {
            let node = WiringNode(kind: .override, name: key.description)
            return try await recorder.observeAwaited(node, source: .override) {
                try await awaitedOverride(entry, key: key, as: type, location: location)
            }
        }
        let asked = answering(for: recorder)
        guard let (binding, owner) = asked.bindingWithOwner(for: key) else {
            recorder.observeMissing(key, asked: "container \(name)")
            return nil
        }
        return try await recorder.observeAwaited(
            binding.wiringNode(in: owner), source: owner === asked ? .binding : .parent,
            reused: binding.hasCachedInstance
        ) {
            try await asked.awaitedValue(of: binding, key: key, as: type, location: location)
        }
    }
}
