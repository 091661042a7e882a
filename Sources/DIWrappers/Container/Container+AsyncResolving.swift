extension Container {
    /// The bound value, resolved with `await`: the only way to reach an `async` or an off-actor `@MainActor` binding.
    ///
    /// Runs on the caller's actor. An `async` factory is awaited (a singleton's
    /// racing first resolves suspend until its one build ends); a `@MainActor`
    /// factory runs on the main actor; any other binding resolves as it does
    /// synchronously. A task-local override wins, as everywhere. Throws the
    /// `DIError` that explains a missing binding, a cycle (with its full path,
    /// across suspensions), a too-deep graph or a failing factory.
    ///
    /// ```swift
    /// container.bind(.singleton, to: Database.self) { _ in
    ///     try await Database.open(path: "app.db")
    /// }
    /// let database = try await container.resolveAsync(Database.self)
    /// ```
    @inlinable
    public nonisolated(nonsending) func resolveAsync<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) async throws -> Service {
        // The synchronous resolve's first step while no region is alive: an instance its lifetime already keeps needs
        // no key, no frame and no suspension, and a binding found there builds here, specialised for `Service`.
        if id == nil, !DependencyOverrides.mayBeActive {
            let word = ConcurrentTable<AnyBinding>.word(of: Service.self)
            switch ReadSection.run({ liveLookup(unnamedBinding(word), as: type, awaited: true) }) {
            case .kept(let kept):
                return kept
            case .bound(let use):
                // An awaited read's use is a retain, which this takes over.
                return try await awaitedValue(
                    of: use.binding.takeRetainedValue(), as: type, location: SourceLocation(fileID: fileID, line: line))
            case .missing:
                break
            }
        }
        return try await resolveAsyncLooking(type, id: id, location: SourceLocation(fileID: fileID, line: line))
    }

    /// ``resolveAsync(_:id:fileID:line:)`` past its kept-instance read: the override, the binding, awaited if it must be.
    @usableFromInline
    nonisolated(nonsending) func resolveAsyncLooking<Service>(
        _ type: Service.Type,
        id: (any Hashable & Sendable)?,
        location: SourceLocation
    ) async throws -> Service {
        let key = DependencyKey(Service.self, identifier: id)
        // Outside every region, no optional of `Service` on the way: an unspecialised async function looks the
        // metadata of every optional it holds up in the runtime's cache, on every call.
        if TaskRegion.current == nil, let binding = bindingOutsideRegions(for: key, location: location) {
            return try await awaitedValue(of: binding, as: type, location: location)
        }
        return try await resolveAsyncOrThrowMissing(key, as: type, location: location)
    }

    /// ``resolveAsyncIfBound(_:as:location:)``, or the missing binding's error.
    nonisolated(nonsending) func resolveAsyncOrThrowMissing<Service>(
        _ key: DependencyKey,
        as type: Service.Type,
        location: SourceLocation
    ) async throws -> Service {
        if let value = try await resolveAsyncIfBound(key, as: type, location: location) {
            return value
        }
        throw missingBinding(
            key, operation: "Container.resolveAsync(\(Self.callDescription(of: key)))", location: location)
    }

    /// What answers `key` while no region is current: this container's or a parent's binding, else the values its
    /// type declares.
    func bindingOutsideRegions(for key: DependencyKey, location: SourceLocation) -> AnyBinding? {
        binding(for: key) ?? declaredBinding(for: key, location: location)
    }

    /// `resolveAsync` on ``main``.
    ///
    /// ```swift
    /// let database = try await Container.resolveAsync(Database.self)
    /// ```
    @inlinable
    public nonisolated(nonsending) static func resolveAsync<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) async throws -> Service {
        try await main.resolveAsync(type, id: id, fileID: fileID, line: line)
    }

    /// A task-local override, else this container's or the nearest parent's binding, awaited if it must be.
    nonisolated(nonsending) func resolveAsyncIfBound<Service>(
        _ key: DependencyKey,
        as type: Service.Type,
        location: SourceLocation
    ) async throws -> Service? {
        guard let state = TaskRegion.current else {
            guard let binding = bindingOutsideRegions(for: key, location: location) else { return nil }
            return try await awaitedValue(of: binding, as: type, location: location)
        }
        if let recorder = state.recorder {
            return try await resolveAsyncObserved(key, as: type, location: location, recorder: recorder)
        }
        switch regionAnswer(for: key, as: type, word: BindingTable.word(of: key), in: state, location: location) {
        case .override(let entry):
            return try await awaitedOverride(entry, key: key, as: type, location: location)
        case .bound(let binding):
            return try await awaitedValue(of: binding, as: type, location: location)
        case .missing:
            return nil
        }
    }

    /// `binding`'s value, awaited if its factory is `async` or `@MainActor`.
    ///
    /// Always inlined, so an `async` factory's build specialises in the caller down to the factory's call.
    @inlinable @inline(__always)
    nonisolated(nonsending) func awaitedValue<Service>(
        of binding: AnyBinding,
        as type: Service.Type,
        location: SourceLocation
    ) async throws -> Service {
        // Asked of the binding, not by comparing its class with `AsyncBinding<Service>.self`: in an unspecialised
        // caller, naming that type looks its metadata up in the runtime's cache on every awaited resolve.
        guard binding.buildKind == .awaited else {
            return try await valueWithoutAsyncFactory(of: binding, as: type, location: location)
        }
        return try await unsafeDowncast(binding, to: AsyncBinding<Service>.self).resolveAsync(
            from: self, location: location)
    }

    /// ``awaitedValue(of:as:location:)`` of a binding whose factory is not `async`: a `@MainActor` one, run on the
    /// main actor, or a synchronous one, run here.
    @usableFromInline
    nonisolated(nonsending) func valueWithoutAsyncFactory<Service>(
        of binding: AnyBinding,
        as type: Service.Type,
        location: SourceLocation
    ) async throws -> Service {
        if binding.buildKind == .mainActor {
            return try await unsafeDowncast(binding, to: MainActorBinding<Service>.self)
                .resolveAsync(from: self, location: location)
        }
        do {
            return try unsafeDowncast(binding, to: Binding<Service>.self).resolve(from: self, location: location)
        } catch {
            throw Self.diagnostic(for: error, key: binding.key, location: location)
        }
    }

    /// The override's value, produced with `await` if it was bound with an async or `@MainActor` factory.
    nonisolated(nonsending) func awaitedOverride<Service>(
        _ entry: DependencyOverrides.Entry,
        key: DependencyKey,
        as type: Service.Type,
        location: SourceLocation
    ) async throws -> Service {
        guard entry.isAsync else {
            return try overriddenValue(entry, key: key, as: type, location: location)
        }
        let produced = try await entry.asyncValue(requestedBy: self)
        guard let value = produced as? Service else {
            throw DIError.typeMismatch(
                key, expected: type, actual: Swift.type(of: produced), path: AsyncResolution.currentPath,
                location: location)
        }
        return value
    }
}
