extension Container {
    /// The bound value, or `nil` if neither this container nor a parent binds `type` (and `type` declares no
    /// values of its own, see ``/DICore/LiveDependency``).
    ///
    /// Only a missing binding yields `nil`: a cycle or a failing factory is a
    /// programming error and traps with the full message (use
    /// ``resolveThrowing(_:fileID:line:)`` to handle those).
    ///
    /// ```swift
    /// let log: Logger? = container.resolve(Logger.self)
    /// let slack = container.resolve(Logger.self, id: "slack")
    /// ```
    @inlinable
    public func resolve<Service>(
        _ type: Service.Type = Service.self,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service? {
        do {
            return try value(of: type, location: SourceLocation(fileID: fileID, line: line))
        } catch {
            Self.trap(
                error, key: DependencyKey(anyType: Service.self), location: SourceLocation(fileID: fileID, line: line))
        }
    }

    /// The value bound with identifier `id`, or `nil` if neither this container nor a parent binds it.
    ///
    /// An optional `id` that is `nil` names the unnamed binding.
    ///
    /// ```swift
    /// let slack: Logger? = container.resolve(Logger.self, id: "slack")
    /// ```
    @inlinable
    public func resolve<Service, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service? {
        let location = SourceLocation(fileID: fileID, line: line)
        if ID.self == String.self || ID.self == Int.self, !DependencyOverrides.mayBeActive {
            let word = BindingTable.rememberedWord(of: Service.self, id: id)
            @inline(__always) func find() -> UnsafeRawPointer? {
                identifiedBinding(Service.self, id: id, word: word)
            }
            do {
                // A missing binding goes on to the key path, which hashes `id` itself (the remembered hash may be
                // another identifier's) and says whether Fusion would have found it.
                return try liveValue(as: type, location: location, finding: find) {
                    IdentifierHashes.forget(id)
                    return resolve(DependencyKey(Service.self, identifiedBy: id), as: type, location: location)
                }
            } catch {
                Self.trap(error, key: DependencyKey(Service.self, identifiedBy: id), location: location)
            }
        }
        return resolve(DependencyKey(Service.self, identifiedBy: id), as: type, location: location)
    }

    /// ``resolve(_:id:fileID:line:)-(_,ID,_,_)`` for an identifier held as an existential.
    @_disfavoredOverload
    public func resolve<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)?,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service? {
        resolve(
            DependencyKey(Service.self, identifier: id), as: type, location: SourceLocation(fileID: fileID, line: line))
    }

    /// `resolve` of `key`: `nil` for a missing binding (after saying so if Fusion would have found one).
    @inlinable
    func resolve<Service>(_ key: borrowing DependencyKey, as type: Service.Type, location: SourceLocation) -> Service? {
        do {
            let value = try value(for: key, as: type, location: location)
            if _slowPath(value == nil) {
                reportFusionMatch(key, location: location)
            }
            return value
        } catch {
            Self.trap(error, key: key, location: location)
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
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service {
        resolveAssert(
            DependencyKey(anyType: Service.self), as: type, location: SourceLocation(fileID: fileID, line: line))
    }

    /// The value bound with identifier `id`, or a trap with the full diagnostic.
    ///
    /// ```swift
    /// let slack: Logger = container.resolveAssert(Logger.self, id: "slack")
    /// ```
    public func resolveAssert<Service, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service {
        resolveAssert(
            DependencyKey(Service.self, identifiedBy: id), as: type,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// ``resolveAssert(_:id:fileID:line:)-(_,ID,_,_)`` for an identifier held as an existential.
    @_disfavoredOverload
    public func resolveAssert<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)?,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service {
        resolveAssert(
            DependencyKey(Service.self, identifier: id), as: type, location: SourceLocation(fileID: fileID, line: line))
    }

    private func resolveAssert<Service>(_ key: DependencyKey, as type: Service.Type, location: SourceLocation)
        -> Service
    {
        do {
            return try require(
                key, as: type, operation: "Container.resolveAssert(\(Self.callDescription(of: key)))",
                location: location)
        } catch {
            Self.trap(error, key: key, location: location)
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
        fileID: String = #fileID,
        line: UInt = #line
    ) throws -> Service {
        try resolveThrowing(
            DependencyKey(anyType: Service.self), as: type, location: SourceLocation(fileID: fileID, line: line))
    }

    /// The value bound with identifier `id`, or the `DIError` that explains why there is none.
    ///
    /// ```swift
    /// let slack: Logger = try container.resolveThrowing(Logger.self, id: "slack")
    /// ```
    public func resolveThrowing<Service, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID,
        fileID: String = #fileID,
        line: UInt = #line
    ) throws -> Service {
        try resolveThrowing(
            DependencyKey(Service.self, identifiedBy: id), as: type,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// ``resolveThrowing(_:id:fileID:line:)-(_,ID,_,_)`` for an identifier held as an existential.
    @_disfavoredOverload
    public func resolveThrowing<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)?,
        fileID: String = #fileID,
        line: UInt = #line
    ) throws -> Service {
        try resolveThrowing(
            DependencyKey(Service.self, identifier: id), as: type, location: SourceLocation(fileID: fileID, line: line))
    }

    private func resolveThrowing<Service>(_ key: DependencyKey, as type: Service.Type, location: SourceLocation)
        throws -> Service
    {
        try require(
            key, as: type, operation: "Container.resolveThrowing(\(Self.callDescription(of: key)))", location: location)
    }

    /// The value for `key`, or a `notRegistered` error naming `operation` (every non-optional spelling).
    @inline(__always)
    func require<Service>(
        _ key: DependencyKey,
        as type: Service.Type,
        operation: @autoclosure () -> String,
        location: SourceLocation
    ) throws -> Service {
        if let value = try value(for: key, as: type, location: location) {
            return value
        }
        switch try valueDerivedFromWrapped(type, of: key, location: location) {
        case .success(let derived): return derived
        case .failure(let unanswered): throw missingBinding(unanswered.key, operation: operation(), location: location)
        case nil: throw missingBinding(key, operation: operation(), location: location)
        }
    }

    // MARK: - The read path

    /// The unnamed value of `Service`: the kept singleton found in one read section while no override or
    /// isolation region is alive in the process, else ``value(for:as:location:)``.
    ///
    /// Inlinable down to the singleton's box, so the caller's specialisation knows `Service` and the read asks
    /// the runtime for nothing: no lock, no reference count but the value's own, no key built. `location` is
    /// made only for what can report an error: a build, an override, a recording.
    @inlinable @inline(__always)
    func value<Service>(of type: Service.Type, location: @autoclosure () -> SourceLocation) throws -> Service? {
        let word = ConcurrentTable<AnyBinding>.word(of: Service.self)
        if DependencyOverrides.mayBeActive, let state = TaskRegion.current {
            // One task-local read; an unnamed override is found by type identity, and read typed.
            if _slowPath(state.isRecording) {
                return try resolveObserved(DependencyKey(anyType: Service.self), as: type, location())
            }
            if let producer = state.overrides.unnamedProducer(of: Service.self) {
                // Borrowed: `state` holds the overrides, and so the producer, for the whole read.
                return try producer._withUnsafeGuaranteedRef {
                    try overriddenValue(
                        DependencyOverrides.Entry($0), key: DependencyKey(anyType: Service.self), as: type,
                        location: location())
                }
            }
            // Retained inside the section: a rebind may release the binding as soon as the section ends.
            guard
                let found = ReadSection.run({
                    unnamedBinding(word).map { Unmanaged<AnyBinding>.fromOpaque($0).takeUnretainedValue() }
                })
            else { return try declaredValue(for: DependencyKey(anyType: Service.self), as: type, location: location()) }
            return try unsafeDowncast(found, to: Binding<Service>.self).resolve(from: self, location: location())
        }
        @inline(__always) func find() -> UnsafeRawPointer? {
            unnamedBinding(word)
        }
        return try liveValue(as: type, location: location(), finding: find) {
            try declaredValue(for: DependencyKey(anyType: Service.self), as: type, location: location())
        }
    }

    /// The binding for `key` (whose table word is `word`) here or in the nearest parent, unretained; call inside
    /// a read section.
    @inlinable
    func binding(for key: borrowing DependencyKey, word: Int) -> Unmanaged<AnyBinding>? {
        unowned(unsafe) var container = self
        while true {
            if let found = container.bindings.binding(for: key, word: word) {
                return found
            }
            guard let next = container.parentUnretained else { return nil }
            container = next
        }
    }

    /// The unnamed binding of the type whose word is `typeWord` here or in the nearest parent, unretained; call
    /// inside a read section (the resolve fast path: raw slots and unretained parents, no reference counting).
    @inlinable @inline(__always)
    func unnamedBinding(_ typeWord: Int) -> UnsafeRawPointer? {
        unowned(unsafe) var container = self
        while true {
            if let found = ConcurrentTable<AnyBinding>.object(in: container.unnamedSlots, for: typeWord) {
                return found
            }
            guard let next = container.parentUnretained else { return nil }
            container = next
        }
    }

    /// The binding of `Service` with the string or integer `id` here or in the nearest parent, unretained; call
    /// inside a read section (the identified resolve's fast path).
    @inlinable @inline(__always)
    func identifiedBinding<Service, ID: Hashable>(_ type: Service.Type, id: ID, word: Int) -> UnsafeRawPointer? {
        unowned(unsafe) var container = self
        while true {
            if let found = ConcurrentTable<AnyBinding>.object(
                in: container.namedSlots, for: word, where: { $0.isBound(to: type, id: id) })
            {
                return found
            }
            guard let next = container.parentUnretained else { return nil }
            container = next
        }
    }

    /// The fast path's value, while no region is alive: the binding `find` finds (here or in a parent) in one read
    /// section, its kept value (passed through its decorators after the section: they are user code), else a build
    /// from it; what `missing` answers when nothing binds `Service`. Callers pass `find` as an `@inline(__always)`
    /// local function: a closure literal's probe can be left out of line, a call on every resolve.
    @inlinable @inline(__always)
    func liveValue<Service>(
        as type: Service.Type,
        location: @autoclosure () -> SourceLocation,
        finding find: () -> UnsafeRawPointer?,
        missing: () throws -> Service?
    ) throws -> Service? {
        // Beside the lookup rather than in it: a payload of one reference keeps each case's release inline.
        var decoration: BindingUse<Service>?
        // A local function, so the section's body is inlined into the caller.
        @inline(__always) func lookUp() -> LiveLookup<Service> {
            liveLookup(find(), as: type, decoration: &decoration)
        }
        return try ReadSection.run(lookUp).value(
            from: self, location: location(), decoration: decoration, missing: missing)
    }

    /// What the fast path found, inside its read section: a kept value, a binding to build from, or nothing.
    @usableFromInline
    enum LiveLookup<Service> {
        case kept(Service)
        /// The binding to build from, used past the section.
        case bound(BindingUse<Service>)
        case missing

        /// The value, passed through `decoration` (used for this call) if set, or built outside the section from
        /// the binding if nothing was kept; what `missing` answers for a missing binding.
        @inlinable @inline(__always)
        consuming func value(
            from container: Container,
            location: @autoclosure () -> SourceLocation,
            decoration: BindingUse<Service>?,
            missing: () throws -> Service?
        ) throws -> Service? {
            switch self {
            case .kept(let value):
                guard let decoration else { return value }
                return decoration.apply(toKept: value)
            case .bound(let use): return try use.resolveLive(from: container, location: location())
            case .missing: return try missing()
            }
        }
    }

    /// The kept value of the binding at `found`, or the binding used for a build outside the section; call inside
    /// the section that found it. A binding found by `Service`'s key produces `Service`. With `decoration`, a
    /// decorated binding's kept value is found too, its decoration's use begun there; without (the awaited read), such
    /// a binding is built from. An `awaited` read (`resolveAsync`) also finds what an `async` factory built
    /// (``Binding/awaitedKeptValueWord``), and retains the binding it builds from, since the build may resume on
    /// another thread.
    @inlinable @inline(__always)
    func liveLookup<Service>(
        _ found: UnsafeRawPointer?,
        as type: Service.Type,
        awaited: Bool = false,
        decoration: UnsafeMutablePointer<BindingUse<Service>?>? = nil
    ) -> LiveLookup<Service> {
        guard let found else { return .missing }
        return Unmanaged<Binding<Service>>.fromOpaque(found)._withUnsafeGuaranteedRef { binding in
            if let word = awaited ? binding.awaitedKeptValueWord : binding.keptValueWord {
                if let kept = SingletonCell<Service>.value(publishedAt: word) {
                    return .kept(kept)
                }
                // Held past the section: a rebind may retire the binding, and its decoration, once the section ends.
                if let decoration, let word = binding.decoratedKeptValueWord,
                    let kept = SingletonCell<Service>.value(publishedAt: word)
                {
                    decoration.pointee = BindingUse(of: found)
                    return .kept(kept)
                }
            }
            return .bound(BindingUse(of: found, mayHold: !awaited))
        }
    }

    /// The value for `key`: the fast path while no region is alive, else a task-local override, else this
    /// container's or the nearest parent's binding.
    ///
    /// Reads the task-local once. While a wiring recording or a trace is in force, the resolution is observed.
    @inlinable
    func value<Service>(for key: borrowing DependencyKey, as type: Service.Type, location: SourceLocation) throws
        -> Service?
    {
        let word = BindingTable.word(of: key)
        guard let state = TaskRegion.current else {
            @inline(__always) func find() -> UnsafeRawPointer? {
                binding(for: key, word: word).map { UnsafeRawPointer($0.toOpaque()) }
            }
            return try liveValue(as: type, location: location, finding: find) {
                try declaredValue(for: key, as: type, location: location)
            }
        }
        if state.isRecording {
            return try resolveObserved(key, as: type, location)
        }
        switch regionAnswer(for: key, as: type, word: word, in: state, location: location) {
        case .override(let entry):
            return try overriddenValue(entry, key: copy key, as: type, location: location)
        case .bound(let found):
            return try unsafeDowncast(found, to: Binding<Service>.self).resolve(from: self, location: location)
        case .missing:
            return nil
        }
    }

    /// What answers `key` while a region is alive: the region's override, else a binding here or in a parent, else
    /// the values its type declares (see `Container+DeclaredValues.swift`).
    @usableFromInline
    enum RegionAnswer {
        case override(DependencyOverrides.Entry)
        /// The binding found, retained; it produces the asked `Service`.
        case bound(AnyBinding)
        case missing
    }

    /// The one look-up of a resolve in a region, which a wiring recording observes instead of repeating
    /// (`resolveObserved`): an unnamed override is found by type identity, a named one by its key.
    @inlinable
    func regionAnswer<Service>(
        for key: borrowing DependencyKey,
        as type: Service.Type,
        word: Int,
        in state: borrowing RegionState,
        location: SourceLocation
    ) -> RegionAnswer {
        if key.identifier == nil {
            if let producer = state.overrides.unnamedProducer(of: Service.self) {
                return .override(DependencyOverrides.Entry(producer.takeUnretainedValue()))
            }
        } else if let entry = state.overrides[key] {
            return .override(entry)
        }
        // Retained inside the section: a rebind may release the binding as soon as the section ends.
        guard let found = ReadSection.run({ binding(for: key, word: word)?.takeUnretainedValue() }) else {
            return declaredBinding(for: key, location: location).map(RegionAnswer.bound) ?? .missing
        }
        return .bound(found)
    }

    /// The value of an override, for a resolution this container started (DICore's one read of an override).
    @inlinable
    func overriddenValue<Service>(
        _ entry: DependencyOverrides.Entry,
        key: @autoclosure () -> DependencyKey,
        as type: Service.Type,
        location: SourceLocation
    ) throws -> Service {
        try entry.value(as: type, key: key(), requestedBy: self, location: location)
    }

    // MARK: - Errors

    /// The four-part error for a key nobody binds: key, containers searched, nearest bindings, how to bind it.
    ///
    /// The fix names the container that was asked: `Container.bind` (which binds in
    /// ``main``) only when that was `main`.
    func missingBinding(_ key: DependencyKey, operation: String, location: SourceLocation) -> DIError {
        let shortName = String(describing: key.serviceType)
        var fix =
            argumentsFix(for: key)
            ?? (self === Container.main
                ? "bind it before first use, e.g. Container.bind(\(shortName).self) { container in … }"
                : "bind it before first use in the container that was asked (\"\(name)\") or a parent, "
                    + "e.g. container.bind(\(shortName).self) { container in … }")
        let fusionFix = fusionMatchFix(for: key)
        if let fusionFix {
            fix += ", \(fusionFix)"
        }
        let known = fix
        // The nearest keys are found when the error is read: finding them looks at every binding of the chain.
        return DIError.notRegistered(
            key, operation: operation, searched: chain.map(\.name), path: ResolutionPath.current,
            location: location, candidates: { [self] in visibleKeys },
            fix: { nearest in
                guard fusionFix == nil, let suggestion = nearest.first,
                    suggestion.withoutIdentifier == key.withoutIdentifier
                else { return known }
                if let identifier = suggestion.identifier {
                    return known + ", or inject with @Inject(\(identifier)) if you meant the identified binding"
                }
                return known + ", or drop the identifier if you meant the unnamed binding"
            })
    }

    /// `Logger.self` or `Logger.self, id: "slack"`, for the first line of a diagnostic.
    static func callDescription(of key: DependencyKey) -> String {
        let idText = key.identifier.map { ", id: \($0)" } ?? ""
        return "\(String(describing: key.serviceType)).self\(idText)"
    }

    /// `error` as a `DIError`: DICore's one mapping of every read path's errors (an ``AwaitRequired`` refusal knows
    /// its own `DI013`).
    @usableFromInline
    static func diagnostic(for error: any Error, key: DependencyKey, location: SourceLocation) -> DIError {
        DIError.resolving(error, key: key, location: location)
    }
}
