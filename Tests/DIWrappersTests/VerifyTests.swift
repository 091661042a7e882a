import DIWrappers
import Testing

@Suite("verify() and debugDescription")
struct VerifyTests {
    @Test("verify passes for a complete container and checks every binding, parents included")
    func completeContainerPasses() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.bind(Logger.self, value: RemoteLogger())
        child.bind(.singleton, to: Database.self) { container in
            Database(logger: container.resolveAssert(Logger.self))
        }
        let report = child.verify()
        #expect(report.isValid)
        #expect(Set(report.checkedKeys) == [DependencyKey(Logger.self), DependencyKey(Database.self)])
        #expect(report.description.hasPrefix("Container verification passed: 2 bindings resolved.\n"))
    }

    @Test("verify reports a missing dependency, a cycle and a throwing factory together")
    func reportsAllProblems() {
        let container = Container(name: "app")
        container.bind(JobQueue.self) { container in JobQueue(database: container.resolveAssert(Database.self)) }
        container.bind(CycleA.self) { container in
            _ = try container.resolveThrowing(CycleB.self)
            return CycleA()
        }
        container.bind(CycleB.self) { container in
            _ = container.resolveAssert(CycleA.self)
            return CycleB()
        }
        container.bind(Logger.self) { _ throws -> Logger in throw FactoryFailure() }
        let report = container.verify()
        let codes = report.problems.map(\.code)
        #expect(codes.filter { $0 == .circularDependency }.count == 2)
        #expect(codes.contains(.notRegistered))
        #expect(codes.contains(.factoryFailed))
        #expect(report.problems.count == 4)
        #expect(report.description.hasPrefix("Container verification found 4 problem(s) in 4 bindings."))
    }

    @Test("verify never builds or replaces the live container's singletons")
    func verifyLeavesLiveInstancesAlone() {
        let counter = Counter()
        let container = Container()
        container.bind(.singleton, to: Database.self) { _ in
            counter.next()
            return Database(logger: nil)
        }
        _ = container.verify()
        #expect(!container.debugDescription.contains("built"))
        let live = container.resolveAssert(Database.self)
        _ = container.verify()
        #expect(container.resolveAssert(Database.self) === live)
        #expect(counter.value == 3)
    }

    @Test("debugDescription lists type, id, scope and location of each binding without running factories")
    func debugDescriptionListsBindings() {
        let counter = Counter()
        let parent = Container(name: "app")
        let child = Container(name: "feature", parent: parent)
        parent.bind(.singleton, to: Logger.self) { _ in
            counter.next()
            return RemoteLogger()
        }
        child.bind(id: "a", value: "foo")
        let description = child.debugDescription
        #expect(counter.value == 0)
        #expect(description.hasPrefix("Container \"feature\": 1 binding\n"))
        #expect(description.contains("Swift.String, id \"a\"   transient"))
        #expect(description.contains("parent: Container \"app\": 1 binding"))
        #expect(description.contains("DIWrappersTests.Logger   singleton"))
        #expect(description.contains("(DIWrappersTests/VerifyTests.swift:"))
        _ = parent.resolveAssert(Logger.self)
        #expect(parent.debugDescription.contains("singleton, built"))
    }

    @Test(
        "debugDescription names each binding's own scope, the common ones and custom or time-to-live ones alike",
        arguments: [
            Scope.transient, .singleton, .lazy, .weak, .graph, .custom("session"), .custom("singleton"),
            .timeToLive(.seconds(300)),
        ])
    func describesEachScope(scope: Scope) {
        for container in [Container(name: "plain"), Container(name: "gated", serializesFactories: true)] {
            container.bind(scope, to: Logger.self) { _ in RemoteLogger() }
            #expect(container.debugDescription.contains("DIWrappersTests.Logger   \(scope)"))
        }
    }
}
