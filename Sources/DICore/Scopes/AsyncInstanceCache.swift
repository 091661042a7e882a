/// The instances of one binding whose factory is `async`, kept according to its ``Scope``.
///
/// The async counterpart of ``InstanceCache``: every scope behaves as it does
/// for a synchronous factory (a singleton is built once, a weak instance while
/// held, a graph instance once per outermost resolution), and each build is an
/// ``AsyncResolution`` frame, so cycles are found and reported with their path
/// although the build suspends and resumes on other threads.
///
/// ```swift
/// let cache = AsyncInstanceCache<Database>(key: DependencyKey(Database.self), scope: .singleton)
/// let database = try await cache.instance(location: location) { try await Database.open() }
/// ```
package final class AsyncInstanceCache<Value>: Sendable {
    /// The binding's key, used in cycle paths and errors.
    package let key: DependencyKey
    /// The binding's lifetime.
    package let scope: Scope
    private let cell: AsyncInstanceCell<Value>?

    /// Creates the cache of a binding that belongs to `directory` (the isolated test it was made in, or the process).
    package init(key: DependencyKey, scope: Scope, directory: ScopeDirectory = .current) {
        self.key = key
        self.scope = scope
        switch scope.kind {
        case .cached, .weak:
            let cell = AsyncInstanceCell<Value>(scope: scope, directory: directory, weakly: scope.kind == .weak)
            directory.enrol(cell, in: scope)
            self.cell = cell
        case .transient, .graph:
            cell = nil
        }
    }

    /// The instance held right now, without building one.
    package var cachedInstance: Value? {
        cell?.cachedValue
    }

    /// The instance for this resolution, building it with `create` when the scope needs a new one.
    package nonisolated(nonsending) func instance(
        location: SourceLocation = SourceLocation(),
        create: () async throws -> Value
    ) async throws -> Value {
        if let cell {
            return try await cell.value(key: key, location: location, orCreate: create)
        }
        let token = ObjectIdentifier(self)
        guard scope.kind == .graph, let enclosing = AsyncResolution.current else {
            return try await AsyncResolution.withFrame(token: token, key: key, location: location, claims: false) { _ in
                try await create()
            }
        }
        if let existing = enclosing.graphInstance(token, as: Value.self) {
            return existing
        }
        let built = try await AsyncResolution.withFrame(token: token, key: key, location: location, claims: false) {
            _ in try await create()
        }
        return enclosing.keepGraphInstance(built, for: token)
    }
}
