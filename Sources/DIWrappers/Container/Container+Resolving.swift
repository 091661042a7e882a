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
            return try require(type, id: id, location: location) { "Container.resolveAssert(\($0))" }
        } catch {
            Self.trap(error, key: DependencyKey(Service.self, identifier: id), location: location)
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
        try require(type, id: id, location: SourceLocation(fileID: fileID, line: line)) {
            "Container.resolveThrowing(\($0))"
        }
    }

    /// The bound value, or a `notRegistered` error whose first line is `operation` of the call's description.
    @inline(__always)
    func require<Service>(
        _ type: Service.Type,
        id: (any Hashable & Sendable)?,
        location: SourceLocation,
        operation: (String) -> String
    ) throws -> Service {
        if let value = try resolveIfBound(type, id: id, location: location) {
            return value
        }
        let key = DependencyKey(Service.self, identifier: id)
        throw missingBinding(key, operation: operation(Self.callDescription(of: key)), location: location)
    }

    /// The value for `key`, or a `notRegistered` error naming `operation` (`@Inject` and Vaccine, which keep a key).
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

    /// The fast path: an unnamed key while no override or isolation region is alive in the process is found by
    /// type identity alone; everything else takes ``resolveIfBound(_:as:location:)``.
    ///
    /// Inlinable down to the instance cache, so the caller's specialisation
    /// knows `Service` and the runtime is asked for no generic metadata.
    @inlinable @inline(__always)
    func resolveIfBound<Service>(
        _ type: Service.Type,
        id: (any Hashable & Sendable)?,
        location: SourceLocation
    ) throws -> Service? {
        guard id == nil else {
            return try resolveIfBound(DependencyKey(Service.self, identifier: id), as: type, location: location)
        }
        guard !DependencyOverrides.mayBeActive else {
            // Built from the type alone: no identifier to unwrap from the existential argument.
            return try resolveIfBound(DependencyKey(anyType: Service.self), as: type, location: location)
        }
        guard let binding = unnamedBinding(ObjectIdentifier(Service.self)) else { return nil }
        return try unsafeDowncast(binding, to: Binding<Service>.self).resolveLive(from: self, location: location)
    }

    /// The slow path: a task-local override, else this container's or the nearest parent's binding.
    ///
    /// Reads the task-local once. An unnamed key is looked up by type identity,
    /// among the overrides and the bindings, without hashing the key.
    @inlinable
    func resolveIfBound<Service>(
        _ key: DependencyKey,
        as type: Service.Type,
        location: SourceLocation
    ) throws -> Service? {
        let state = TaskRegion.current
        let isUnnamed = key.identifier == nil
        if let state {
            if state.isRecording {
                return try resolveObserved(key, as: type, location)
            }
            if isUnnamed {
                if let producer = state.overrides.unnamedProducer(of: Service.self) {
                    return try overriddenValue(.init(producer), key: key, as: type, location: location)
                }
            } else if let entry = state.overrides[key] {
                return try overriddenValue(entry, key: key, as: type, location: location)
            }
        }
        guard let found = isUnnamed ? unnamedBinding(ObjectIdentifier(Service.self)) : binding(for: key) else {
            return nil
        }
        let binding = unsafeDowncast(found, to: Binding<Service>.self)
        // Without any region state, no region can keep an instance of the binding: one check fewer.
        if state == nil {
            return try binding.resolveLive(from: self, location: location)
        }
        return try binding.resolve(from: self, location: location)
    }

    /// The value of an override, for a resolution this container started.
    @inlinable
    func overriddenValue<Service>(
        _ entry: DependencyOverrides.Entry,
        key: DependencyKey,
        as type: Service.Type,
        location: SourceLocation
    ) throws -> Service {
        if let typed = try entry.typedValue(as: Service.self, requestedBy: self) {
            return typed
        }
        let produced = try entry.value(requestedBy: self)
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

    /// `error` as a `DIError`: a `DIError` unchanged, an ``AwaitRequired`` refusal as its `DI013`, anything else
    /// as `factoryFailed`. The one mapping of every resolve path's errors.
    @usableFromInline
    static func diagnostic(for error: any Error, key: DependencyKey, location: SourceLocation) -> DIError {
        if let error = error as? DIError {
            return error
        }
        if let refusal = error as? AwaitRequired {
            return refusal.error(key: key, location: location)
        }
        return DIError.factoryFailed(key, underlying: error, path: ResolutionStack.currentPath, location: location)
    }
}
