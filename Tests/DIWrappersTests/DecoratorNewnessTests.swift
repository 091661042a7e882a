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

    /// The ways a kept value is read: each reaches the container's read path by its own route.
    enum Spelling: String, CaseIterable, Sendable {
        case resolve, resolveWithIdentifier, resolveAssert, resolveThrowing

        var identifier: String? {
            self == .resolveWithIdentifier ? "primary" : nil
        }

        func database(from container: Container) throws -> Database? {
            switch self {
            case .resolve: container.resolve(Database.self)
            case .resolveWithIdentifier: container.resolve(Database.self, id: "primary")
            case .resolveAssert: container.resolveAssert(Database.self)
            case .resolveThrowing: try container.resolveThrowing(Database.self)
            }
        }
    }

    @Test(
        "a kept singleton's decorator sees the one instance on every resolve, new once, whichever way it is read",
        arguments: Spelling.allCases)
    func keptThroughEverySpelling(_ spelling: Spelling) throws {
        let container = Container()
        let seen = Locked<[Bool]>([])
        let handedOut = Locked<[ObjectIdentifier]>([])
        if let identifier = spelling.identifier {
            container.bind(.singleton, to: Database.self, id: identifier) { _ in Database(logger: nil) }
        } else {
            container.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
        }
        container.decorate(Database.self, id: spelling.identifier) { database, isNew in
            seen.withLock { $0.append(isNew) }
            handedOut.withLock { $0.append(ObjectIdentifier(database)) }
        }
        let held = try (1...3).map { _ in try #require(try spelling.database(from: container)) }
        #expect(seen.current == [true, false, false])
        #expect(handedOut.current == held.map(ObjectIdentifier.init))
        #expect(held.allSatisfy { $0 === held[0] })
    }

    @Test("a singleton reset after its decorated resolves is new to its decorator again")
    func resetIsNewAgain() {
        let container = Container()
        let seen = Locked<[Bool]>([])
        container.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
        container.decorate(Database.self) { _, isNew in seen.withLock { $0.append(isNew) } }
        let first = container.resolve(Database.self)
        _ = container.resolve(Database.self)
        container.resetInstance(of: Database.self)
        let second = container.resolve(Database.self)
        #expect(seen.current == [true, false, true])
        #expect(first !== second)
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
