/// Replacements for dependencies, in force for the duration of a closure and only in its task tree.
///
/// The one override mechanism: every style's test API (`Container.withOverrides`, a Reader's overridden static
/// context, registry overrides, `withWorld`) is built on it. Overrides are task-local: a parallel test never sees
/// them, the caller stops seeing them when the closure returns, and a `Task { }` started inside keeps them.
///
/// ```swift
/// DependencyOverrides.with {
///     $0.set(DependencyKey(Logger.self), value: ConsoleLogger())
/// } operation: {
///     let logger = DependencyOverrides.current.value(
///         for: DependencyKey(Logger.self), as: Logger.self)
/// }
/// ```
public struct DependencyOverrides: Sendable {
    /// How an override produces its value.
    public struct Entry: Sendable {
        /// The one producer of the override's value (see ``OverrideProducer``).
        @usableFromInline let producer: OverrideProducer

        @usableFromInline
        package init(_ producer: OverrideProducer) {
            self.producer = producer
        }

        /// Produces the override's value.
        ///
        /// A value from an override belongs to the override's region: what this thread builds with it is kept out
        /// of live caches.
        public func value() throws -> Any {
            try value(requestedBy: nil)
        }

        /// ``value()`` for a resolution that `requester` (a DIWrappers container) started. Out of line: it is the
        /// untyped read, and a copy of it inlined beside the typed read lengthens that read too.
        @usableFromInline @inline(never)
        package func value(requestedBy requester: AnyObject?) throws -> Any {
            // Marking first is the same as marking after: whatever the producer pushes, it pops again.
            ResolutionStack.mark(.override)
            return try producer.produceAny(requester: requester)
        }
    }

    /// Every override, by key.
    private(set) var entries = [DependencyKey: Entry]()
    /// The producers of the overrides without an identifier again, by type identity alone: the resolve
    /// paths look an unnamed key up here without building or hashing a ``DependencyKey``.
    @usableFromInline private(set) var unnamed = TypeKeyedTable<OverrideProducer>()

    /// No overrides.
    public init() {}

    /// The overrides in force for the current task (empty outside any `with` closure).
    public static var current: DependencyOverrides {
        TaskRegion.current?.overrides ?? DependencyOverrides()
    }

    /// Whether there are no overrides.
    public var isEmpty: Bool {
        entries.isEmpty
    }

    /// The overridden keys.
    public var keys: [DependencyKey] {
        Array(entries.keys)
    }

    /// The entry for `key`, if it is overridden.
    public subscript(key: DependencyKey) -> Entry? {
        entries.isEmpty ? nil : entries[key]
    }

    /// Overrides `key` with one fixed value, handed out every time.
    ///
    /// An identifier no lookup could match (an empty string, a NaN) stops the process with `DI006` at this call.
    public mutating func set<Value: Sendable>(
        _ key: DependencyKey,
        value: Value,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        key.requireValidIdentifier(location: SourceLocation(fileID: fileID, line: line))
        store(TypedOverride { _ in value }, for: key)
    }

    /// Overrides `key` with a factory that runs on every resolution.
    public mutating func set<Value>(
        _ key: DependencyKey,
        fileID: String = #fileID,
        line: UInt = #line,
        factory: @escaping @Sendable () throws -> Value
    ) {
        key.requireValidIdentifier(location: SourceLocation(fileID: fileID, line: line))
        store(TypedOverride { _ in try factory() }, for: key)
    }

    /// Overrides `key` with a value built on first use and then shared for the rest of the closure the
    /// overrides are in force for.
    public mutating func setSingleton<Value>(
        _ key: DependencyKey,
        fileID: String = #fileID,
        line: UInt = #line,
        factory: @escaping @Sendable () throws -> Value
    ) {
        let location = SourceLocation(fileID: fileID, line: line)
        key.requireValidIdentifier(location: location)
        let cell = SingletonCell<Value>(key: key, directory: .current)
        store(TypedOverride { _ in try cell.value(location: location, orCreate: factory) }, for: key)
    }

    /// Removes the override for `key`, so the live binding is used again inside a nested `with` closure.
    public mutating func remove(_ key: DependencyKey) {
        store(nil, for: key)
    }

    /// The one place the overrides change, so ``entries`` and ``unnamed`` always agree.
    mutating func store(_ producer: OverrideProducer?, for key: DependencyKey) {
        entries[key] = producer.map(Entry.init)
        guard key.identifier == nil else { return }
        if let producer {
            unnamed.updateValue(producer, for: ObjectIdentifier(key.serviceType))
        } else {
            unnamed.removeValue(for: ObjectIdentifier(key.serviceType))
        }
    }

    /// The producer of the override of `Service` without an identifier, found by type identity alone; unretained,
    /// so use it only while these overrides are alive.
    @inlinable
    package func unnamedProducer<Service>(of type: Service.Type) -> Unmanaged<OverrideProducer>? {
        unnamed.isEmpty ? nil : unnamed.value(for: ObjectIdentifier(Service.self))
    }

    /// The override's value for `key`, cast to `Value`, or `nil` if `key` is not overridden.
    ///
    /// Throws the error every style reports for a failing producer, or `typeMismatch` for a value of another type.
    @inlinable
    public func value<Value>(
        for key: DependencyKey,
        as type: Value.Type,
        location: SourceLocation = SourceLocation()
    ) throws -> Value? {
        guard let entry = self[key] else { return nil }
        return try entry.value(as: type, key: key, location: location)
    }

    /// Runs `operation` with the current overrides plus those `configure` adds (see the example above).
    @discardableResult
    public static func with<Result>(
        _ configure: (inout DependencyOverrides) throws -> Void,
        operation: () throws -> Result
    ) rethrows -> Result {
        var state = TaskRegion.currentOrEmpty
        try configure(&state.overrides)
        return try TaskRegion.with(state, operation: operation)
    }

    /// The `async` form of `with(_:operation:)`.
    @discardableResult
    public static func with<Result>(
        _ configure: (inout DependencyOverrides) throws -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        var state = TaskRegion.currentOrEmpty
        try configure(&state.overrides)
        return try await TaskRegion.with(state, isolation: isolation, operation: operation)
    }
}
