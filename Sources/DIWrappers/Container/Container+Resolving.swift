extension Container {
    /// The bound value, or `nil` if neither this container nor a parent binds `type` (and `id`).
    ///
    /// Only a missing binding yields `nil`: a cycle or a failing factory is a
    /// programming error and traps with the full message (use
    /// ``resolveThrowing(_:id:fileID:line:)-method`` to handle those).
    ///
    /// ```swift
    /// let log: Logger? = container.resolve(Logger.self)
    /// let slack = container.resolve(Logger.self, id: "slack")
    /// ```
    @inlinable
    public func resolve<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service? {
        let location = SourceLocation(fileID: fileID, line: line)
        do {
            let value = try resolveIfBound(type, id: id, location: location)
            if _slowPath(value == nil) {
                reportFusionMatch(Service.self, id: id, location: location)
            }
            return value
        } catch {
            Self.trap(error, key: DependencyKey(Service.self, identifier: id), location: location)
        }
    }

    /// Stops the process with the full diagnostic for a resolution that failed.
    @usableFromInline
    static func trap(_ error: any Error, key: DependencyKey, location: SourceLocation) -> Never {
        DiagnosticReporter.trap(diagnostic(for: error, key: key, location: location))
    }

    /// The bound value, or a trap whose message names the key, the containers searched and the nearest bindings.
    ///
    /// This is what `@Inject` uses.
    ///
    /// ```swift
    /// let log: Logger = container.resolveAssert(Logger.self)
    /// let slack: Logger = container.resolveAssert(Logger.self, id: "slack")
    /// ```
    public func resolveAssert<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service {
        let location = SourceLocation(fileID: fileID, line: line)
        do {
            if let value = try resolveIfBound(type, id: id, location: location) {
                return value
            }
            let key = DependencyKey(Service.self, identifier: id)
            throw missingBinding(
                key, operation: "Container.resolveAssert(\(Self.callDescription(of: key)))", location: location)
        } catch {
            let key = DependencyKey(Service.self, identifier: id)
            DiagnosticReporter.trap(Self.diagnostic(for: error, key: key, location: location))
        }
    }

    /// The bound value, or the `DIError` that explains why there is none.
    ///
    /// Throws `DIError.Code.notRegistered` for a missing binding,
    /// `.circularDependency` with the full path for a cycle, and `.factoryFailed`
    /// when a factory throws.
    ///
    /// ```swift
    /// do {
    ///     let log: Logger = try container.resolveThrowing(Logger.self)
    /// } catch let error as DIError {
    ///     print(error)
    /// }
    /// ```
    public func resolveThrowing<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) throws -> Service {
        let location = SourceLocation(fileID: fileID, line: line)
        if let value = try resolveIfBound(type, id: id, location: location) {
            return value
        }
        let key = DependencyKey(Service.self, identifier: id)
        throw missingBinding(
            key, operation: "Container.resolveThrowing(\(Self.callDescription(of: key)))", location: location)
    }

    /// The value for `key`, or a `notRegistered` error naming `operation`.
    @inline(__always)
    func require<Service>(
        _ key: DependencyKey,
        as type: Service.Type,
        operation: @autoclosure () -> String,
        location: SourceLocation
    ) throws -> Service {
        if let value = try resolveIfBound(key, as: type, location: location) {
            return value
        }
        throw missingBinding(key, operation: operation(), location: location)
    }

    /// The hot path: an unnamed key with no override in force is found by type identity alone.
    ///
    /// Inlinable down to the instance cache, so the caller's specialisation
    /// knows `Service` and the runtime is asked for no generic metadata.
    @inlinable
    func resolveIfBound<Service>(
        _ type: Service.Type,
        id: (any Hashable & Sendable)?,
        location: SourceLocation
    ) throws -> Service? {
        guard id == nil, !DependencyOverrides.mayBeActive else {
            return try resolveIfBoundSlowly(type, id: id, location: location)
        }
        guard let binding = unnamedBinding(ObjectIdentifier(Service.self)) else { return nil }
        return try unsafeDowncast(binding, to: Binding<Service>.self).resolveLive(from: self, location: location)
    }

    /// A task-local override, else this container's or the nearest parent's binding.
    ///
    /// A kept singleton costs one dictionary lookup per container searched plus
    /// the instance cache's read; override lookups cost nothing until some
    /// override or isolation scope has been opened in the process.
    @inline(__always)
    func resolveIfBound<Service>(
        _ key: DependencyKey,
        as type: Service.Type,
        location: SourceLocation
    ) throws -> Service? {
        let state = TaskScope.current
        if state?.isRecording == true {
            return try resolveObserved(key, as: type, location)
        }
        if let entry = state?.overrides[key] {
            return try overriddenValue(entry, key: key, as: type, location: location)
        }
        guard let binding = binding(for: key) else { return nil }
        return try Self.resolve(unsafeDowncast(binding, to: Binding<Service>.self), from: self, in: state, location)
    }

    /// The inlinable fast path's other branch: an identifier, or some scope alive in the process.
    ///
    /// Reads the task-local once; an unnamed key that is not overridden still
    /// takes the type-identity lookup.
    @inlinable
    func resolveIfBoundSlowly<Service>(
        _ type: Service.Type,
        id: (any Hashable & Sendable)?,
        location: SourceLocation
    ) throws -> Service? {
        let state = TaskScope.current
        if state?.isRecording == true {
            return try resolveObserved(DependencyKey(Service.self, identifier: id), as: type, location)
        }
        if id == nil, state?.overrides.isEmpty ?? true {
            guard let binding = unnamedBinding(ObjectIdentifier(Service.self)) else { return nil }
            return try Self.resolve(unsafeDowncast(binding, to: Binding<Service>.self), from: self, in: state, location)
        }
        let key = DependencyKey(Service.self, identifier: id)
        if let entry = state?.overrides[key] {
            return try overriddenValue(entry, key: key, as: type, location: location)
        }
        guard let binding = binding(for: key) else { return nil }
        return try Self.resolve(unsafeDowncast(binding, to: Binding<Service>.self), from: self, in: state, location)
    }

    /// `binding`'s instance for a task whose scope state is `state`: without any state, no scope
    /// can keep an instance of it, so the live read skips looking for one.
    @inlinable
    static func resolve<Service>(
        _ binding: Binding<Service>,
        from container: Container,
        in state: ScopeState?,
        _ location: SourceLocation
    ) throws -> Service {
        if state == nil {
            return try binding.resolveLive(from: container, location: location)
        }
        return try binding.resolve(from: container, location: location)
    }

    @inlinable
    func overriddenValue<Service>(
        _ entry: DependencyOverrides.Entry,
        key: DependencyKey,
        as type: Service.Type,
        location: SourceLocation
    ) throws -> Service {
        if let typed = try RequestingContainer.with(self, { try entry.typedValue(as: Service.self) }) {
            return typed
        }
        let produced = try RequestingContainer.with(self) { try entry.value() }
        guard let value = produced as? Service else {
            throw DIError.typeMismatch(
                key, expected: type, actual: Swift.type(of: produced), path: ResolutionStack.currentPath,
                location: location)
        }
        return value
    }

    /// The four-part error for a key nobody binds: key, containers searched, nearest bindings, how to bind it.
    ///
    /// The fix names the container that was asked: `Container.bind` (which binds in
    /// ``main``) only when that was `main`.
    func missingBinding(_ key: DependencyKey, operation: String, location: SourceLocation) -> DIError {
        let candidates = visibleKeys
        let nearest = KeySuggestions.nearest(to: key, among: candidates)
        let shortName = String(describing: key.serviceType)
        var fix =
            self === Container.main
            ? "bind it before first use, e.g. Container.bind(\(shortName).self) { container in … }"
            : "bind it before first use in the container that was asked (\"\(name)\") or a parent, "
                + "e.g. container.bind(\(shortName).self) { container in … }"
        if let fusionFix = fusionMatchFix(for: key) {
            fix += ", \(fusionFix)"
        } else if let suggestion = nearest.first, suggestion.withoutIdentifier == key.withoutIdentifier {
            if let identifier = suggestion.identifier {
                fix += ", or inject with @Inject(\(identifier)) if you meant the identified binding"
            } else {
                fix += ", or drop the identifier if you meant the unnamed binding"
            }
        }
        return DIError.notRegistered(
            key, operation: operation,
            searched: chain.map(\.name), candidates: candidates, path: ResolutionStack.currentPath,
            fix: fix, location: location)
    }

    /// `Logger.self` or `Logger.self, id: "slack"`, for the first line of a diagnostic.
    static func callDescription(of key: DependencyKey) -> String {
        let idText = key.identifier.map { ", id: \($0)" } ?? ""
        return "\(String(describing: key.serviceType)).self\(idText)"
    }

    /// `error` as a `DIError`, wrapping anything else as a failed factory.
    static func diagnostic(for error: any Error, key: DependencyKey, location: SourceLocation) -> DIError {
        if let error = error as? DIError {
            return error
        }
        return DIError.factoryFailed(key, underlying: error, path: ResolutionStack.currentPath, location: location)
    }
}
