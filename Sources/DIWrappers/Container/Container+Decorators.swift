extension Container {
    /// Runs `decorator` on every value the binding of `type` (and `id`) in this container hands out: Factory's
    /// `.decorator { }`.
    ///
    /// A decorator sees each value on every resolve, kept or new (a singleton's one instance is decorated on
    /// each resolve, as Factory does), after it is built and before the caller gets it, inside the resolution:
    /// a trace's line for the binding says how many decorators ran. Decorators run in the order they were
    /// added, whether for one binding or with ``decorateAll(fileID:line:_:)`` for the whole container.
    ///
    /// A decorator belongs to the binding it decorates, like its scope: bind first, then decorate; binding the
    /// key again replaces the binding and its decorators (the container's own decorators stay). An override
    /// (`withOverrides`) stands in for the binding, decorators included: it hands out what the test gave it,
    /// undecorated, so a test sees exactly the value it wrote.
    ///
    /// Decorating a key this container does not bind itself reports `DIError.Code.notRegistered`, and
    /// decorates nothing.
    ///
    /// ```swift
    /// container.bind(.singleton, to: Analytics.self) { _ in Analytics() }
    /// container.decorate(Analytics.self) { analytics in analytics.resolutions += 1 }
    /// ```
    public func decorate<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line,
        _ decorator: @escaping (Service) -> Void
    ) {
        decorate(type, id: id, fileID: fileID, line: line) { value, _ in decorator(value) }
    }

    /// Runs `decorator` on every value the binding of `type` (and `id`) hands out, telling it whether the value is
    /// new: built by this resolve, rather than an instance the binding's scope kept (Factory's decorator that sets
    /// up only a new instance).
    ///
    /// Otherwise as ``decorate(_:id:fileID:line:_:)-(_,_,_,_,(Service)->Void)``. A resolve of a binding without
    /// decorators does nothing to tell newness.
    ///
    /// ```swift
    /// container.bind(.singleton, to: Analytics.self) { _ in Analytics() }
    /// container.decorate(Analytics.self) { analytics, isNew in
    ///     if isNew { analytics.start() }
    /// }
    /// ```
    public func decorate<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line,
        _ decorator: @escaping (_ instance: Service, _ isNew: Bool) -> Void
    ) {
        let key = DependencyKey(Service.self, identifier: id)
        decorators.withLock { _ in
            guard let binding = ownBinding(for: key) else {
                DiagnosticReporter.report(
                    undecoratedKey(key, location: SourceLocation(fileID: fileID, line: line)))
                return
            }
            // Found by `Service`'s key, so it produces `Service`.
            let decorated = unsafeDowncast(binding, to: Binding<Service>.self).decorated(by: decorator)
            bindings.store(decorated, word: BindingTable.word(of: key), decorating: binding)
        }
    }

    /// Runs `decorator` on every value any binding of this container hands out, those bound now and those bound
    /// later: Factory's container-wide `decorator`.
    ///
    /// Bindings of a parent keep the parent's decorators only. Decorators run in the order they were added,
    /// with those of ``decorate(_:id:fileID:line:_:)-(_,_,_,_,(Service)->Void)``; see there for kept values and overrides.
    ///
    /// ```swift
    /// container.decorateAll { value in
    ///     print("resolved \(type(of: value))")
    /// }
    /// ```
    public func decorateAll(fileID: String = #fileID, line: UInt = #line, _ decorator: @escaping (Any) -> Void) {
        decorators.withLock { steps in
            steps.append(decorator)
            for binding in bindings.all {
                bindings.store(
                    binding.decorated(byAny: decorator), word: BindingTable.word(of: binding.key), decorating: binding)
            }
        }
    }

    /// `binding` with this container's own decorators, for a binding being stored: the binding itself while
    /// the container has none (one atomic load).
    @inlinable @inline(__always)
    func withContainerDecorators(_ binding: AnyBinding) -> AnyBinding {
        KeptValue<Locked<[(Any) -> Void]>>.value(at: decoratorsWord) == nil ? binding : decoratedByContainer(binding)
    }

    /// The container's decorators, published by the first call (under the table's lock, so once); held while a
    /// decorator is added.
    private var decorators: Locked<[(Any) -> Void]> {
        bindings.named.withLock {
            if let published = KeptValue<Locked<[(Any) -> Void]>>.value(at: decoratorsWord) {
                return published
            }
            let made = Locked<[(Any) -> Void]>([])
            KeptValue.publish(made, at: decoratorsWord)
            return made
        }
    }

    @usableFromInline
    func decoratedByContainer(_ binding: AnyBinding) -> AnyBinding {
        KeptValue<Locked<[(Any) -> Void]>>.value(at: decoratorsWord).unsafelyUnwrapped.withLock { steps in
            steps.reduce(binding) { decorated, step in decorated.decorated(byAny: step) }
        }
    }

    /// The report of a `decorate` of a key this container does not bind.
    private func undecoratedKey(_ key: DependencyKey, location: SourceLocation) -> DIError {
        let shortName = String(describing: key.serviceType)
        let owner = chain.dropFirst().first { $0.ownBinding(for: key) != nil }
        let fix =
            owner.map { "decorate it in the container that binds it (\"\($0.name)\"), or bind it here first" }
            ?? "bind it first, e.g. container.bind(\(shortName).self) { container in … }, then decorate it"
        return DIError.notRegistered(
            key, operation: "Container.decorate(\(Self.callDescription(of: key)))", searched: [name],
            candidates: bindings.keys, fix: fix, location: location)
    }
}
