extension Container {
    /// A resolution while a wiring recording or a resolution trace is on: the read path's own region look-up
    /// (``regionAnswer(for:as:word:in:)``), its answer observed as a node, or the missing key.
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
        let asked = answering(for: recorder)
        switch asked.regionAnswer(for: key, as: type, word: BindingTable.word(of: key), in: state, location: location) {
        case .override(let entry):
            return try recorder.observe(WiringNode(kind: .override, name: key.description), source: .override) {
                try overriddenValue(entry, key: key, as: type, location: location)
            }
        case .bound(let binding):
            let owner = asked.owner(of: binding)
            return try recorder.observe(
                binding.wiringNode(in: owner), source: owner === asked ? .binding : .parent,
                reused: binding.hasCachedInstance, decorators: binding.decoratorCount
            ) {
                try unsafeDowncast(binding, to: Binding<Service>.self).resolve(from: asked, location: location)
            }
        case .missing:
            // A derived type (`T?`, `Provider<T>`) that nothing binds itself is answered from `T`'s binding next.
            if !(Service.self is any DerivedDependency.Type) {
                recorder.observeMissing(key, asked: "container \(name)")
            }
            return nil
        }
    }

    /// The container that answers a resolution asked of this one: during a verification, the scratch copy
    /// that stands for it (so code that names `Container.main` directly builds nothing in the live one).
    func answering(for recorder: WiringRecorder) -> Container {
        recorder.verification?.substitute(for: self) ?? self
    }

    /// The container that holds `binding`: this one or the nearest parent whose own binding of its key it is.
    ///
    /// A rebind between the look-up and this walk leaves `binding` in no container; the edge then names the
    /// container that holds the key's binding now, as the next resolve would find it.
    func owner(of binding: AnyBinding) -> Container {
        var container = self
        while container.ownBinding(for: binding.key) !== binding {
            guard let next = container.parent else { return bindingWithOwner(for: binding.key)?.1 ?? self }
            container = next
        }
        return container
    }
}

extension Container {
    /// An awaited resolution while a wiring recording or a resolution trace is on: the read path's own region
    /// look-up, its answer observed as a node, or the missing key; the `await` form of `resolveObserved`.
    nonisolated(nonsending) func resolveAsyncObserved<Service>(
        _ key: DependencyKey,
        as type: Service.Type,
        location: SourceLocation,
        recorder: WiringRecorder
    ) async throws -> Service? {
        guard let state = TaskRegion.current else {
            return try await resolveAsyncIfBound(key, as: type, location: location)
        }
        let asked = answering(for: recorder)
        switch asked.regionAnswer(for: key, as: type, word: BindingTable.word(of: key), in: state, location: location) {
        case .override(let entry):
            let node = WiringNode(kind: .override, name: key.description)
            return try await recorder.observeAwaited(node, source: .override) {
                try await awaitedOverride(entry, key: key, as: type, location: location)
            }
        case .bound(let binding):
            let owner = asked.owner(of: binding)
            return try await recorder.observeAwaited(
                binding.wiringNode(in: owner), source: owner === asked ? .binding : .parent,
                reused: binding.hasCachedInstance, decorators: binding.decoratorCount
            ) {
                try await asked.awaitedValue(of: binding, as: type, location: location)
            }
        case .missing:
            recorder.observeMissing(key, asked: "container \(name)")
            return nil
        }
    }
}
