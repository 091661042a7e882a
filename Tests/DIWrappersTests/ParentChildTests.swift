import DIWrappers
import Testing

@Suite("Parent and child containers")
struct ParentChildTests {
    @Test("a child falls back to its parent; a parent never sees its child's bindings")
    func childFallsBackToParent() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.bind(value: 1)
        child.bind(value: "foo")
        #expect(child.resolve(String.self) == "foo")
        #expect(child.resolve(Int.self) == 1)
        #expect(parent.resolve(String.self) == nil)
    }

    @Test("a child's binding shadows the parent's for the same key")
    func childShadowsParent() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.bind(Logger.self, value: RemoteLogger())
        child.bind(Logger.self, value: ConsoleLogger())
        #expect(child.resolveAssert(Logger.self).name == "console")
        #expect(parent.resolveAssert(Logger.self).name == "remote")
    }

    @Test("a parent's factory resolves its dependencies from the child that asked")
    func parentFactoryUsesRequestingChild() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.bind(Logger.self, value: RemoteLogger())
        parent.bind(Database.self) { container in Database(logger: container.resolve(Logger.self)) }
        child.bind(Logger.self, value: ConsoleLogger())
        #expect(child.resolveAssert(Database.self).logger?.name == "console")
        #expect(parent.resolveAssert(Database.self).logger?.name == "remote")
    }

    @Test("a parent's singleton is built once, from the first child that asked, and shared")
    func parentSingletonBuiltFromFirstAsker() {
        let parent = Container()
        let first = Container(parent: parent)
        let second = Container(parent: parent)
        parent.bind(.singleton, to: Database.self) { container in Database(logger: container.resolve(Logger.self)) }
        first.bind(Logger.self, value: ConsoleLogger())
        second.bind(Logger.self, value: SlackLogger())
        let fromFirst = first.resolveAssert(Database.self)
        #expect(second.resolveAssert(Database.self) === fromFirst)
        #expect(fromFirst.logger?.name == "console")
    }

    @Test("a factory may resolve from another container without deadlocking")
    func factoryResolvesFromOtherContainer() {
        let shared = Container()
        let feature = Container()
        shared.bind(.singleton, to: Logger.self) { _ in RemoteLogger() }
        feature.bind(.singleton, to: Database.self) { _ in Database(logger: shared.resolveAssert(Logger.self)) }
        shared.bind(.singleton, to: JobQueue.self) { _ in JobQueue(database: feature.resolveAssert(Database.self)) }
        #expect(shared.resolveAssert(JobQueue.self).database.logger?.name == "remote")
    }
}
