import DICore

extension Container {
    /// Binds a factory with a step that runs on each new instance once it is built: Swinject's `initCompleted`.
    ///
    /// Use it for property injection, and to close a cycle through a property: the instance exists (and, in a
    /// kept scope, is already what every resolve of its key returns) before `initCompleted` resolves what needs
    /// it. A ``/DICore/Scope/singleton``, ``/DICore/Scope/weak`` or ``/DICore/Scope/graph`` binding runs the step
    /// once per instance it keeps, on the thread that built it; a transient one on every resolve. A cycle that
    /// cannot close (a transient instance whose step needs, through others, a new instance of itself) is
    /// `DIError.Code.circularDependency` with its path. If the step throws, the resolve fails with
    /// `DIError.Code.factoryFailed` and the instance is not kept. `scope` defaults to the container's
    /// ``defaultScope``.
    ///
    /// ```swift
    /// container.bind(.graph, to: Parent.self) { _ in
    ///     Parent()
    /// } initCompleted: { container, parent in
    ///     // Child's factory resolves this Parent
    ///     parent.child = container.resolveAssert(Child.self)
    /// }
    /// container.bind(.graph, to: Child.self) { container in
    ///     Child(parent: container.resolveAssert(Parent.self))
    /// }
    /// ```
    ///
    /// Another thread that resolves a kept instance while its step runs gets it before the step has finished,
    /// as in Swinject: set properties a concurrent reader needs in the factory instead.
    public func bind<Service>(
        _ scope: Scope? = nil,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        factory: @escaping (Container) throws -> Service,
        initCompleted: @escaping (Container, Service) throws -> Void,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        let key = DependencyKey(Service.self, identifier: id)
        insert(
            key, word: BindingTable.word(of: key), scope: scope ?? defaultScope,
            location: SourceLocation(fileID: fileID, line: line), noTestValueReport: nil,
            initCompleted: initCompleted, factory: factory)
    }
}

extension Binding {
    /// ``buildInScope(from:location:)`` of a binding with an `initCompleted` step: the scope's build, then the step
    /// on the new instance, where a resolution the step starts finds that instance instead of building another.
    @usableFromInline
    final func buildCompleting(from container: Container, location: SourceLocation) throws -> Value {
        guard let cache else {
            // Nothing keeps a transient instance, so its step runs in its frame: needing itself again is a cycle.
            return try ResolutionStack.withFrame(of: self, location: location) {
                let value = try make(from: container, location: location)
                try complete(value, from: container, location: location)
                return value
            }
        }
        if cache.scope.kind == .graph {
            // The graph keeps the instance before its step runs, inside its frame (which keeps an outermost
            // resolution's graph open): the step's resolutions find it.
            return try ResolutionStack.graphInstance(
                of: cache, location: location, create: { try make(from: container, location: location) },
                completing: { value in try self.complete(value, from: container, location: location) })
        }
        return try buildKept(in: cache, from: container, location: location)
    }

    /// The instance a singleton-like or weak scope keeps; a new one gets its step after the region keeps it (so a
    /// resolution of it in the step finds it), in a frame of this binding (so a cycle the step cannot close
    /// shows it in its path).
    private func buildKept(in cache: InstanceCache<Value>, from container: Container, location: SourceLocation)
        throws -> Value
    {
        var built = false
        let value = try cache.instance(location: location) {
            built = true
            return try make(from: container, location: location)
        }
        guard built else { return value }
        do {
            try ResolutionStack.withFrame(of: self, location: location) {
                try complete(value, from: container, location: location)
            }
        } catch {
            cache.reset(scope)
            throw error
        }
        return value
    }

    /// Runs the step on `value`, its error mapped to the binding's key.
    private func complete(_ value: Value, from container: Container, location: SourceLocation) throws {
        do {
            try initCompleted.unsafelyUnwrapped(container, value)
        } catch {
            throw Container.diagnostic(for: error, key: key, location: location)
        }
    }
}
