import DIWrappers
import Foundation
import Testing

@Suite("Binding spellings from Fusion")
struct BindingSpellingTests {
    @Test("bind(Logger.self, value:) resolves the bound implementation")
    func bindTypeToValue() {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        #expect(container.resolve(Logger.self)?.name == "remote")
    }

    @Test("bind(value:) infers the type from the value")
    func bindInfersType() {
        let container = Container()
        container.bind(value: "Hello, world!")
        #expect(container.resolve(String.self) == "Hello, world!")
    }

    @Test("a transient value: binding is an autoclosure evaluated on every resolve")
    func transientValueIsEvaluatedPerResolve() {
        let container = Container()
        let counter = Counter()
        container.bind(value: counter.next())
        #expect(counter.value == 0)
        #expect(container.resolve(Int.self) == 1)
        #expect(container.resolve(Int.self) == 2)
        #expect(container.resolve(UUID.self) == nil)
    }

    @Test("bind(value: UUID()) hands out a new UUID per resolve; bind(.singleton, value:) the same one")
    func transientVersusSingletonUUID() {
        let transient = Container()
        transient.bind(value: UUID())
        #expect(transient.resolve(UUID.self) != transient.resolve(UUID.self))
        let singleton = Container()
        singleton.bind(.singleton, value: UUID())
        #expect(singleton.resolve(UUID.self) == singleton.resolve(UUID.self))
    }

    @Test("bind(_:factory:) and its trailing-closure form receive the resolving container")
    func factoryReceivesContainer() {
        let container = Container()
        container.bind(Logger.self, factory: { _ in RemoteLogger() })
        container.bind(Database.self) { container in
            Database(logger: container.resolve(Logger.self))
        }
        #expect(container.resolve(Database.self)?.logger?.name == "remote")
    }

    @Test("bind(.singleton, to:) runs its factory once and shares the instance")
    func singletonFactoryRunsOnce() {
        let container = Container()
        let counter = Counter()
        container.bind(Database.self) { _ in Database(logger: nil) }
        container.bind(.singleton, to: JobQueue.self) { container in
            counter.next()
            return JobQueue(database: container.resolveAssert(Database.self))
        }
        let first = container.resolveAssert(JobQueue.self)
        let second = container.resolveAssert(JobQueue.self)
        #expect(first === second)
        #expect(counter.value == 1)
    }

    @Test("bind(id:value:) makes identified bindings that resolve(_:id:) finds")
    func identifiedBindings() {
        let container = Container()
        container.bind(id: "a", value: "foo")
        container.bind(id: "b", value: "bar")
        #expect(container.resolve(String.self, id: "a") == "foo")
        #expect(container.resolve(String.self, id: "b") == "bar")
    }

    @Test("an identifier never falls back to the unnamed binding, nor the reverse")
    func identifierDoesNotFallBack() {
        let container = Container()
        container.bind(value: "unnamed")
        container.bind(Logger.self, id: "slack", value: SlackLogger())
        #expect(container.resolve(String.self, id: "a") == nil)
        #expect(container.resolve(Logger.self) == nil)
    }

    @Test("register(value:) is an alias of bind(value:)")
    func registerIsAlias() {
        let myContainer = Container()
        myContainer.register(value: "Hello from my container!")
        myContainer.register(Logger.self) { _ in ConsoleLogger() }
        #expect(myContainer.resolve(String.self) == "Hello from my container!")
        #expect(myContainer.resolve(Logger.self)?.name == "console")
    }

    @Test("re-binding replaces the earlier binding, including a singleton it already built")
    func rebindingReplacesCachedSingleton() {
        let container = Container()
        container.bind(.singleton, to: Logger.self, value: RemoteLogger())
        #expect(container.resolveAssert(Logger.self).name == "remote")
        container.bind(.singleton, to: Logger.self, value: ConsoleLogger())
        #expect(container.resolveAssert(Logger.self).name == "console")
    }

    @Test("unbind removes the binding from this container only")
    func unbindRemovesOwnBinding() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.bind(value: 1)
        child.bind(value: 2)
        child.unbind(Int.self)
        #expect(child.resolve(Int.self) == 1)
        #expect(child.isBound(Int.self))
    }

    @Test("the static forms bind to and resolve from Container.main")
    func staticFormsUseMain() {
        Container.withFreshMain {
            Container.bind(Logger.self, value: RemoteLogger())
            Container.bind(value: 7)
            Container.bind(id: "a", value: "foo")
            Container.bind(Database.self) { container in Database(logger: container.resolve(Logger.self)) }
            Container.bind(.singleton, value: UUID())
            Container.bind(.singleton, to: JobQueue.self) { container in
                JobQueue(database: container.resolveAssert(Database.self))
            }
            Container.register(id: "b", value: "bar")
            #expect(Container.main.resolve(Logger.self)?.name == "remote")
            #expect(Container.resolve(Int.self) == 7)
            #expect(Container.resolveAssert(String.self, id: "a") == "foo")
            #expect(Container.resolve(String.self, id: "b") == "bar")
            #expect(Container.resolve(UUID.self) == Container.resolve(UUID.self))
            #expect(Container.resolveAssert(JobQueue.self) === Container.resolveAssert(JobQueue.self))
            #expect((try? Container.resolveThrowing(Database.self))?.logger?.name == "remote")
        }
    }
}
