import DIWrappers
import Testing

/// A decorator told whether the instance it sees is new: Factory's decorator that runs setup only on a new
/// instance, written from its intent.
@Suite("Decorators told whether the instance is new")
struct DecoratorNewnessTests {
    @Test(
        "a singleton's decorator sees its instance new once, then kept; a transient's always new",
        arguments: [(Scope.singleton, [true, false, false]), (.transient, [true, true, true])])
    func keptOrNew(scope: Scope, expected: [Bool]) {
        let container = Container()
        let seen = Locked<[Bool]>([])
        container.bind(scope, to: Database.self) { _ in Database(logger: nil) }
        container.decorate(Database.self) { _, isNew in seen.withLock { $0.append(isNew) } }
        for _ in 1...3 {
            _ = container.resolveAssert(Database.self)
        }
        #expect(seen.current == expected)
    }

    @Test("a graph-scoped instance is new to its first reader in a resolve and kept for the second")
    func graphScope() {
        let container = Container()
        let seen = Locked<[Bool]>([])
        container.bind(.graph, to: Logger.self) { _ in RemoteLogger() }
        container.bind(Database.self) { container in
            _ = container.resolveAssert(Logger.self)
            return Database(logger: container.resolveAssert(Logger.self))
        }
        container.decorate(Logger.self) { _, isNew in seen.withLock { $0.append(isNew) } }
        _ = container.resolveAssert(Database.self)
        #expect(seen.current == [true, false])
    }

    @Test("a decorated factory that resolves another decorated binding keeps each newness its own")
    func nestedNewness() {
        let container = Container()
        let seen = Locked<[String]>([])
        container.bind(.singleton, to: Logger.self) { _ in RemoteLogger() }
        container.bind(Database.self) { container in Database(logger: container.resolveAssert(Logger.self)) }
        container.decorate(Logger.self) { _, isNew in seen.withLock { $0.append("logger \(isNew)") } }
        container.decorate(Database.self) { _, isNew in seen.withLock { $0.append("database \(isNew)") } }
        _ = container.resolveAssert(Logger.self)
        _ = container.resolveAssert(Database.self)
        #expect(seen.current == ["logger true", "logger false", "database true"])
    }

    @Test("an awaited singleton's decorator sees its instance new once, then kept")
    func awaited() async throws {
        let container = Container()
        let seen = Locked<[Bool]>([])
        container.bind(.singleton, to: Database.self) { _ async in Database(logger: nil) }
        container.decorate(Database.self) { _, isNew in seen.withLock { $0.append(isNew) } }
        _ = try await container.resolveAsync(Database.self)
        _ = try await container.resolveAsync(Database.self)
        #expect(seen.current == [true, false])
    }

    @MainActor
    @Test("a main-actor singleton's decorator sees its instance new once, then kept")
    func mainActor() throws {
        let container = Container()
        let seen = Locked<[Bool]>([])
        container.bind(.singleton, to: Database.self) { @MainActor _ in Database(logger: nil) }
        container.decorate(Database.self) { _, isNew in seen.withLock { $0.append(isNew) } }
        _ = container.resolveAssert(Database.self)
        _ = container.resolveAssert(Database.self)
        #expect(seen.current == [true, false])
    }
}
