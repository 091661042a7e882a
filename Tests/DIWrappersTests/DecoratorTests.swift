import DIWrappers
import Testing

/// Decorators, written from Factory's own tests of `.decorator { }` and a container's `decorator`.
@Suite("Decorators")
struct DecoratorTests {
    /// Factory: FactoryCoreTests.testFactoryDecorators (a decorator runs on every resolve).
    @Test(
        "a binding's decorator runs on every value it hands out, kept or new",
        arguments: [Scope.transient, .singleton, .weak, .graph, .custom("session")])
    func decoratorRunsOnEveryResolve(scope: Scope) {
        let container = Container(name: "decorated \(scope)")
        let seen = Counter()
        container.bind(scope, to: Database.self) { _ in Database(logger: nil) }
        container.decorate(Database.self) { _ in seen.next() }
        let held = (1...3).map { _ in container.resolveAssert(Database.self) }
        #expect(seen.value == 3)
        #expect(held.count == 3)
    }

    @Test("a decorator sees the very instance the caller gets")
    func decoratorSeesTheInstance() {
        let container = Container()
        let seen = Locked<[ObjectIdentifier]>([])
        container.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
        container.decorate(Database.self) { database in seen.withLock { $0.append(ObjectIdentifier(database)) } }
        let database = container.resolveAssert(Database.self)
        #expect(seen.current == [ObjectIdentifier(database)])
    }

    @Test("decorating a singleton keeps the instance it already built")
    func decoratingKeepsTheKeptInstance() {
        let container = Container()
        let built = Counter()
        container.bind(.singleton, to: Database.self) { _ in
            built.next()
            return Database(logger: nil)
        }
        let before = container.resolveAssert(Database.self)
        container.decorate(Database.self) { _ in }
        #expect(container.resolveAssert(Database.self) === before)
        #expect(built.value == 1)
    }

    /// Factory: FactoryContainerTests.testDecorators (a container's decorator sees every dependency it resolves).
    @Test("a container's decorator sees every binding of the container, bound before it or after")
    func containerDecoratorSeesEveryBinding() {
        let container = Container()
        let seen = Locked<[String]>([])
        container.bind(Logger.self, value: RemoteLogger())
        container.decorateAll { value in seen.withLock { $0.append("\(type(of: value))") } }
        container.bind(value: 42)
        _ = container.resolveAssert(Logger.self)
        _ = container.resolveAssert(Int.self)
        #expect(seen.current == ["RemoteLogger", "Int"])
    }

    @Test("decorators run in the order they were added, for one binding or for the container")
    func decoratorsRunInOrder() {
        let container = Container()
        let order = Locked<[String]>([])
        container.bind(Logger.self, value: RemoteLogger())
        container.decorate(Logger.self) { _ in order.withLock { $0.append("first") } }
        container.decorateAll { _ in order.withLock { $0.append("container") } }
        container.decorate(Logger.self) { _ in order.withLock { $0.append("last") } }
        _ = container.resolveAssert(Logger.self)
        #expect(order.current == ["first", "container", "last"])
    }

    @Test("binding a key again replaces its decorators; the container's own decorators stay")
    func rebindingReplacesTheBindingsDecorators() {
        let container = Container()
        let order = Locked<[String]>([])
        container.decorateAll { _ in order.withLock { $0.append("container") } }
        container.bind(Logger.self, value: RemoteLogger())
        container.decorate(Logger.self) { _ in order.withLock { $0.append("binding") } }
        container.bind(Logger.self, value: ConsoleLogger())
        _ = container.resolveAssert(Logger.self)
        #expect(order.current == ["container"])
    }

    @Test("a child's decorators do not reach its parent's bindings; the parent's do")
    func decoratorsFollowTheContainerThatBinds() {
        let parent = Container(name: "parent")
        let child = Container(name: "child", parent: parent)
        let seen = Locked<[String]>([])
        parent.bind(Logger.self, value: RemoteLogger())
        parent.decorate(Logger.self) { _ in seen.withLock { $0.append("parent") } }
        child.decorateAll { _ in seen.withLock { $0.append("child") } }
        _ = child.resolveAssert(Logger.self)
        #expect(seen.current == ["parent"])
    }

    @Test("an override hands out the test's value undecorated")
    func overridesAreNotDecorated() {
        let container = Container()
        let seen = Counter()
        container.bind(Logger.self, value: RemoteLogger())
        container.decorate(Logger.self) { _ in seen.next() }
        Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            #expect(container.resolveAssert(Logger.self).name == "console")
        }
        #expect(seen.value == 0)
    }

    @Test("an identified binding is decorated on its own")
    func identifiedBindingIsDecoratedOnItsOwn() {
        let container = Container()
        let seen = Locked<[String]>([])
        container.bind(Logger.self, value: RemoteLogger())
        container.bind(Logger.self, id: "slack", value: SlackLogger())
        container.decorate(Logger.self, id: "slack") { logger in seen.withLock { $0.append(logger.name) } }
        _ = container.resolveAssert(Logger.self)
        _ = container.resolveAssert(Logger.self, id: "slack")
        #expect(seen.current == ["slack"])
    }

    @Test("an awaited binding's decorator runs on the value resolveAsync hands out")
    func awaitedBindingIsDecorated() async throws {
        let container = Container()
        let seen = Counter()
        container.bind(.singleton, to: Database.self) { _ async in Database(logger: nil) }
        container.decorate(Database.self) { _ in seen.next() }
        _ = try await container.resolveAsync(Database.self)
        _ = try await container.resolveAsync(Database.self)
        #expect(seen.value == 2)
    }

    @Test("decorating a key the container does not bind reports DI001 and names the container that binds it")
    func decoratingAnUnboundKeyReports() {
        let parent = Container(name: "app")
        let child = Container(name: "feature", parent: parent)
        parent.bind(Logger.self, value: RemoteLogger())
        let (_, reports) = DiagnosticReporter.collectReports {
            child.decorate(Logger.self) { _ in }
        }
        #expect(reports.map(\.code) == [.notRegistered])
        #expect(
            reports.first?.description == """
                Container.decorate(Logger.self) found no binding.

                  Key:        DIWrappersTests.Logger (no identifier)
                  Searched:   feature
                  Nearest:    none
                  Location:   DIWrappersTests/DecoratorTests.swift:137
                  Code:       DI001

                Every resolved dependency needs a binding in its container (or a parent) before first use; \
                an identifier never falls back to the unnamed binding.
                To fix, decorate it in the container that binds it ("app"), or bind it here first.
                """)
    }

    @Test("decorating is not a duplicate binding in the wiring report, and verify() builds the decorated binding")
    func decoratingIsNotADuplicate() {
        let container = Container(name: "shop")
        let seen = Counter()
        container.bind(.singleton, to: Logger.self) { _ in RemoteLogger() }
        container.decorate(Logger.self) { _ in seen.next() }
        container.decorateAll { _ in seen.next() }
        let verification = container.verify()
        #expect(verification.isValid, "\(verification)")
        #expect(verification.wiring.problems.isEmpty)
        #expect(seen.value == 2)
    }

    @Test("a decorator that rebinds its own key runs to its end, and what it replaced is freed once it returns")
    func decoratorRebindingItsOwnKey() {
        let container = Container()
        let freed = Locked(false)
        let freedWhileRunning = Locked<Bool?>(nil)
        container.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
        // Kept before it is decorated, so the decorated resolve reads a kept instance.
        _ = container.resolveAssert(Database.self)
        do {
            let witness = FreedWitness(freed)
            container.decorate(Database.self) { _ in
                container.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
                freedWhileRunning.withLock { $0 = witness.freed.current }
            }
        }
        _ = container.resolveAssert(Database.self)
        _ = container.resolve(Database.self)
        #expect(freedWhileRunning.current == false)
        #expect(freed.current)
    }

    @Test("a decorator may resolve another decorated binding, rebound by its own decorator, on the same thread")
    func decoratorResolvingAnotherDecoratedBinding() {
        let container = Container()
        let order = Locked<[String]>([])
        let freed = Locked(false)
        container.bind(.singleton, to: Logger.self) { _ in RemoteLogger() }
        container.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
        // Kept before they are decorated, so the decorated resolves read kept instances.
        _ = container.resolveAssert(Logger.self)
        _ = container.resolveAssert(Database.self)
        do {
            let witness = FreedWitness(freed)
            container.decorate(Logger.self) { _ in
                container.bind(.singleton, to: Logger.self) { _ in ConsoleLogger() }
                order.withLock { $0.append(witness.freed.current ? "logger, freed" : "logger") }
            }
        }
        container.decorate(Database.self) { _ in
            _ = container.resolve(Logger.self)
            order.withLock { $0.append("database") }
        }
        _ = container.resolve(Database.self)
        _ = container.resolve(Database.self)
        #expect(order.current == ["logger", "database", "database"])
        #expect(freed.current)
    }
}
