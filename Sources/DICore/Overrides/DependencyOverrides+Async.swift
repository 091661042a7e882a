/// Overrides whose value is produced with `await`: an async factory, or one that must hop to its actor.
///
/// An awaited reader (``Entry/asyncValue(requestedBy:)``) runs the entry's ``AsyncOverrideProducer``; a
/// synchronous one its synchronous producer, which throws `DI013` for an async-only override.
extension DependencyOverrides {
    /// Overrides `key` with `asyncProduce`, for awaited readers, and `syncProduce`, for synchronous ones.
    ///
    /// Without `syncProduce` a synchronous read throws `DI013`, pointing at `location`.
    package mutating func set<Value>(
        _ key: DependencyKey,
        location: SourceLocation,
        syncProduce: (@Sendable (AnyObject?) throws -> Value)? = nil,
        asyncProduce: nonisolated(nonsending) @escaping @Sendable (AnyObject?) async throws -> Value
    ) {
        key.requireValidIdentifier(location: location)
        let make: @Sendable (AnyObject?) throws -> Any
        if let syncProduce {
            make = { try syncProduce($0) }
        } else {
            make = { _ in
                throw DIError.asyncBindingResolvedSynchronously(
                    key, reason: "is overridden with an async factory", boundAt: location,
                    path: ResolutionPath.current,
                    fix: "await it from async code (e.g. try await container.resolveAsync), or override it "
                        + "with a value or a synchronous factory where synchronous code reads it.",
                    location: location)
            }
        }
        store(AsyncOverrideProducer(make: make, produce: asyncProduce), for: key)
    }
}

extension DependencyOverrides.Entry {
    /// Whether the override is produced with `await` when read by an awaited resolve.
    package var isAsync: Bool {
        producer is AsyncOverrideProducer
    }

    /// The override's value for an awaited reader: its async producer if it has one, else its synchronous one.
    ///
    /// Marks what is being built (on this thread and in this task) as depending on it.
    package nonisolated(nonsending) func asyncValue(requestedBy requester: AnyObject?) async throws -> Any {
        guard let asynchronous = producer as? AsyncOverrideProducer else {
            return try value(requestedBy: requester)
        }
        ResolutionStack.mark(.override)
        return try await asynchronous.produce(requester)
    }
}

/// The async producer of one override.
///
/// Its ``OverrideProducer/valueType`` names no real type, so the typed synchronous read never matches it.
package final class AsyncOverrideProducer: OverrideProducer, @unchecked Sendable {
    private enum NoSynchronousType {}

    /// Produces the value for a synchronous reader (or throws `DI013`).
    let make: @Sendable (AnyObject?) throws -> Any
    /// Produces the value with `await`.
    let produce: nonisolated(nonsending) @Sendable (AnyObject?) async throws -> Any

    init<Value>(
        make: @escaping @Sendable (AnyObject?) throws -> Any,
        produce: nonisolated(nonsending) @escaping @Sendable (AnyObject?) async throws -> Value
    ) {
        self.make = make
        self.produce = { try await produce($0) }
        super.init(valueType: ObjectIdentifier(NoSynchronousType.self))
    }

    override func produceAny(requester: AnyObject?) throws -> Any {
        try make(requester)
    }
}
