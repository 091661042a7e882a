/// Overrides whose value is produced with `await`: an async factory, or one that must hop to its actor.
///
/// Such an entry keeps an ``AsyncOverrideProducer``. An awaited reader
/// (``Entry/asyncValue()``) runs it; a synchronous reader gets the entry's
/// synchronous producer, which for an async-only override throws `DI013`.
extension DependencyOverrides {
    /// Overrides `key` with `asyncProduce`, for awaited readers, and `syncProduce`, for synchronous ones.
    ///
    /// Without `syncProduce` a synchronous read throws ``DIError/Code-swift.enum/asyncBindingResolvedSynchronously``,
    /// pointing at `location` (where the override was made).
    package mutating func set<Value>(
        _ key: DependencyKey,
        location: SourceLocation,
        syncProduce: (@Sendable () throws -> Value)? = nil,
        asyncProduce: nonisolated(nonsending) @escaping @Sendable () async throws -> Value
    ) {
        key.requireValidIdentifier(location: location)
        let make: @Sendable () throws -> Any
        if let syncProduce {
            make = { try syncProduce() }
        } else {
            make = {
                throw DIError.asyncBindingResolvedSynchronously(
                    key, reason: "is overridden with an async factory", boundAt: location,
                    path: ResolutionStack.currentPath,
                    fix: "await it from async code (e.g. try await container.resolveAsync), or override it "
                        + "with a value or a synchronous factory where synchronous code reads it.",
                    location: location)
            }
        }
        entries[key] = Entry(make: make, producer: AsyncOverrideProducer(asyncProduce))
    }
}

extension DependencyOverrides.Entry {
    /// Whether the override is produced with `await` when read by an awaited resolve.
    package var isAsync: Bool {
        producer is AsyncOverrideProducer
    }

    /// The override's value for an awaited reader: its async producer if it has one, else its synchronous one.
    ///
    /// Like ``value()``, marks what is being built (on this thread and in this task) as depending on it.
    package nonisolated(nonsending) func asyncValue() async throws -> Any {
        guard let asynchronous = producer as? AsyncOverrideProducer else {
            return try value()
        }
        ResolutionStack.markOverrideUse()
        return try await asynchronous.produce()
    }
}

/// The async producer of one override.
///
/// Its ``OverrideProducer/valueType`` names no real type, so the typed synchronous read
/// (`typedValue(as:)`) never matches it and synchronous readers go through the entry's
/// synchronous producer.
package final class AsyncOverrideProducer: OverrideProducer, @unchecked Sendable {
    private enum NoSynchronousType {}

    /// Produces the value with `await`.
    let produce: nonisolated(nonsending) @Sendable () async throws -> Any

    init<Value>(_ produce: nonisolated(nonsending) @escaping @Sendable () async throws -> Value) {
        self.produce = { try await produce() }
        super.init(valueType: ObjectIdentifier(NoSynchronousType.self))
    }
}
