import DIWrappers
import Testing

/// Swinject's container management in DIWrappers: a default lifetime per container, one binding's instance reset,
/// and `removeAll()`.
@Suite("A container's default scope, instance reset and removeAll")
struct ContainerDefaultsTests {
    /// A pair resolved in one graph: its two databases show whether the unscoped binding was shared in that graph.
    final class DatabasePair {
        let first: Database
        let second: Database

        init(container: Container) {
            first = container.resolveAssert(Database.self)
            second = container.resolveAssert(Database.self)
        }
    }

    // Answers Swinject AssemblerTests.testAssemblerUsesInjectedDefaultObjectScope and
    // ContainerTests.testContainerResolvesServiceToTheSameObjectInGraphWithGraphScope.
    @Test("an unscoped bind in a container made with defaultScope .graph shares one instance per top-level resolve")
    func graphDefault() {
        let container = Container(defaultScope: .graph)
        container.bind(Database.self) { _ in Database(logger: nil) }
        container.bind(DatabasePair.self) { DatabasePair(container: $0) }
        let pair = container.resolveAssert(DatabasePair.self)
        #expect(pair.first === pair.second)
        #expect(container.resolveAssert(DatabasePair.self).first !== pair.first)
        #expect(container.debugDescription.contains("graph"))
    }

    // Answers Swinject ContainerTests.testContainerResolvesServiceToNewObjectsInGraphWithTransientScope: DIToolkit's
    // default stays transient, the difference the Swinject migration table states.
    @Test("an unscoped bind is transient unless the container says otherwise, and a child does not inherit it")
    func transientDefault() {
        let parent = Container(defaultScope: .graph)
        let child = Container(parent: parent)
        child.bind(Database.self) { _ in Database(logger: nil) }
        child.bind(DatabasePair.self) { DatabasePair(container: $0) }
        let pair = child.resolveAssert(DatabasePair.self)
        #expect(pair.first !== pair.second)
        #expect(Container().defaultScope == .transient)
        #expect(child.defaultScope == .transient)
    }

    @Test("every unscoped spelling uses the default scope", arguments: [Scope.singleton, .graph, .transient])
    func everyUnscopedSpelling(scope: Scope) {
        let container = Container(defaultScope: scope)
        container.bind(value: 1)
        container.bind(Logger.self) { _ in RemoteLogger() }
        container.register(id: "a", value: "a")
        container.bind(to: Database.self) { _ in Database(logger: nil) }
        let lifetimes = container.wiringReport().nodes.compactMap(\.lifetime)
        #expect(lifetimes == Array(repeating: scope.name, count: 4))
    }

    // Answers Swinject ContainerTests.CustomScope testResetObjectScopeDoesNotRemoveInstancesOfDifferentTypes.
    @Test("resetInstance rebuilds that binding's kept instance only")
    func resetOneInstance() {
        let container = Container()
        container.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
        container.bind(.singleton, to: Logger.self) { _ in RemoteLogger() }
        let database = container.resolveAssert(Database.self)
        let logger = container.resolveAssert(Logger.self)
        container.resetInstance(of: Database.self)
        #expect(container.resolveAssert(Database.self) !== database)
        #expect(container.resolveAssert(Logger.self) as? RemoteLogger === logger as? RemoteLogger)
    }

    // Answers Swinject ContainerTests.CustomScope testContainerRemovesInstanceFromServiceRegisteredInParentContainer.
    @Test("resetInstance from a child reaches the parent's binding that answers it, and an identified one by its id")
    func resetThroughChild() {
        let parent = Container()
        parent.bind(.singleton, to: Database.self, id: "main") { _ in Database(logger: nil) }
        let child = Container(parent: parent)
        let database = child.resolveAssert(Database.self, id: "main")
        child.resetInstance(of: Database.self, id: "main")
        #expect(parent.resolveAssert(Database.self, id: "main") !== database)
    }

    @Test("resetInstance of a key nobody binds reports DI001 naming the call, and changes nothing")
    func resetUnbound() {
        let container = Container(name: "app")
        container.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
        let database = container.resolveAssert(Database.self)
        let (_, reports) = DiagnosticReporter.collectReports {
            container.resetInstance(of: Database.self, id: "replica")
        }
        #expect(reports.map(\.code) == [.notRegistered])
        #expect(
            reports.first?.summary == "Container.resetInstance(of: Database.self, id: \"replica\") found no binding.")
        #expect(container.resolveAssert(Database.self) === database)
    }

    // Answers Swinject ContainerTests.testContainerCanRemoveAllRegisteredServices.
    @Test("removeAll removes this container's bindings and their instances, and leaves the parent's")
    func removeAll() {
        let parent = Container()
        parent.bind(Logger.self) { _ in RemoteLogger() }
        let child = Container(parent: parent)
        weak var released: Database?
        do {
            child.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
            child.bind(id: "a", value: "a")
            released = child.resolveAssert(Database.self)
        }
        child.removeAll()
        #expect(released == nil)
        #expect(!child.isBound(Database.self))
        #expect(child.resolve(String.self, id: "a") == nil)
        #expect(child.isBound(Logger.self))
        child.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
        #expect(child.wiringReport().problems.isEmpty)
    }
}
