/// The process-wide mock values behind the seed's `nextMocked…` properties.
///
/// Outside a test isolation scope each name has one global ``Mocked``. Inside
/// `DependencyIsolation.withFreshState` (which DITesting's trait opens around
/// every test) each test gets its own registry, so even the shared spelling does
/// not leak between parallel tests that run isolated.
package final class SharedMocks: Sendable {
    private struct Entry: Sendable {
        let mock: any Sendable
        let reset: @Sendable () -> Void
    }

    private static let global = SharedMocks()
    private let entries = Locked<[String: Entry]>([:])

    /// The registry of the current test scope, or the global one.
    package static var current: SharedMocks {
        guard let store = IsolatedStore.current else { return global }
        return store.value(for: DependencyKey(SharedMocks.self)) { SharedMocks() }
    }

    /// The shared mock called `name` in the current registry, created with `initial` on first use.
    package static func mocked<Value: Sendable>(
        _ name: String,
        initial: @autoclosure () -> Value
    ) -> Mocked<Value> {
        current.mocked(name, initial: initial)
    }

    /// Restores every shared mock of the current registry to its initial value.
    package static func resetAll() {
        current.resetAll()
    }

    /// The shared mock object called `name` in the current registry, created by `create` on first use.
    package static func object<Object: ResettableMock>(_ name: String, create: () -> Object) -> Object {
        current.object(name, create: create)
    }

    private func mocked<Value: Sendable>(_ name: String, initial: () -> Value) -> Mocked<Value> {
        object(name) { Mocked(initial()) }
    }

    private func object<Object: ResettableMock>(_ name: String, create: () -> Object) -> Object {
        if let existing = entries.withLock({ $0[name]?.mock }) as? Object {
            return existing
        }
        let created = create()
        return entries.withLock { entries in
            if let raced = entries[name]?.mock as? Object { return raced }
            entries[name] = Entry(mock: created, reset: { created.reset() })
            return created
        }
    }

    private func resetAll() {
        let resets = entries.withLock { $0.values.map(\.reset) }
        for reset in resets { reset() }
    }
}

/// A mock object that can be restored to its initial state.
package protocol ResettableMock: AnyObject, Sendable {
    /// Restores the initial state.
    func reset()
}

extension Mocked: ResettableMock {}
