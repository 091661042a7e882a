import DIWrappers
import Testing

/// Swinject's `initCompleted`: a step on each new instance, and cycles closed through properties.
@Suite("initCompleted")
struct InitCompletedTests {
    /// A parent whose `initCompleted` resolves its child, whose factory resolves the parent: Swinject's
    /// property cycle.
    static func propertyCycle(_ scope: Scope, builds: Counter) -> Container {
        let container = Container(name: "app")
        container.bind(scope, to: PropertyParent.self) { _ in
            builds.next()
            return PropertyParent()
        } initCompleted: { container, parent in
            parent.child = try container.resolveThrowing(PropertyChild.self)
        }
        container.bind(scope, to: PropertyChild.self) { container in
            PropertyChild(parent: try container.resolveThrowing(PropertyParent.self))
        }
        return container
    }

    // Answers Swinject ContainerTests.Circularity testContainerResolvesCircularDependencyOnProperties (graph, its
    // default) and its runIn(scope: .container) variants.
    @Test("a cycle closed through a property resolves once", arguments: [Scope.graph, .singleton, .weak])
    func propertyCycleResolves(scope: Scope) throws {
        let builds = Counter()
        let container = Self.propertyCycle(scope, builds: builds)
        let parent = try container.resolveThrowing(PropertyParent.self)
        #expect(parent.child?.parent === parent)
        #expect(builds.value == 1)
    }

    @Test(
        "a child resolved first cannot close the cycle (its initialiser needs the parent) and is DI002 with its path",
        arguments: [Scope.graph, .singleton])
    func childFirst(scope: Scope) {
        let container = Self.propertyCycle(scope, builds: Counter())
        #expect {
            try container.resolveThrowing(PropertyChild.self)
        } throws: { error in
            guard let error = error as? DIError, error.code == .circularDependency else { return false }
            return error.path.map(\.description) == [
                "DIWrappersTests.PropertyChild", "DIWrappersTests.PropertyParent", "DIWrappersTests.PropertyChild",
            ]
        }
    }

    @Test("a transient property cycle cannot close and is DI002 with its path")
    func transientCycle() {
        let container = Self.propertyCycle(.transient, builds: Counter())
        #expect {
            try container.resolveThrowing(PropertyParent.self)
        } throws: { error in
            guard let error = error as? DIError, error.code == .circularDependency else { return false }
            return error.path.map(\.description) == [
                "DIWrappersTests.PropertyParent", "DIWrappersTests.PropertyChild", "DIWrappersTests.PropertyParent",
            ]
        }
    }

    // Answers Swinject ContainerTests testContainerRaisesInitCompletedEventWhenNewInstanceIsCreated.
    @Test(
        "the step runs once per kept instance and on every transient resolve",
        arguments: [(Scope.singleton, 1), (.transient, 3), (.graph, 3)])
    func runsPerInstance(scope: Scope, expected: Int) {
        let steps = Counter()
        let container = Container()
        container.bind(scope, to: Database.self) { _ in
            Database(logger: nil)
        } initCompleted: { _, _ in
            steps.next()
        }
        for _ in 0..<3 { _ = container.resolveAssert(Database.self) }
        #expect(steps.value == expected)
    }

    @Test("a step that throws fails the resolve with DI007, and the instance is not kept")
    func throwingStep() {
        let builds = Counter()
        let container = Container()
        container.bind(.singleton, to: Database.self) { _ in
            builds.next()
            return Database(logger: nil)
        } initCompleted: { _, _ in
            if builds.value == 1 { throw FactoryFailure() }
        }
        #expect(throws: DIError.self) { try container.resolveThrowing(Database.self) }
        let database = container.resolveAssert(Database.self)
        #expect(container.resolveAssert(Database.self) === database)
        #expect(builds.value == 2)
    }

    @Test("the default scope applies when none is given, and verify runs the step")
    func verifyRunsStep() {
        let container = Container(defaultScope: .graph)
        container.bind(to: PropertyParent.self) { _ in
            PropertyParent()
        } initCompleted: { container, parent in
            parent.child = try container.resolveThrowing(PropertyChild.self)
        }
        #expect(container.verify().problems.map(\.code) == [.notRegistered])
        #expect(container.wiringReport().nodes.first?.lifetime == "graph")
    }

    @Test("a failure in a graph factory with a step names its key once in the path")
    func graphFailurePath() {
        let container = Container()
        container.bind(.graph, to: PropertyParent.self) { container in
            _ = try container.resolveThrowing(Logger.self)
            return PropertyParent()
        } initCompleted: { _, _ in
        }
        #expect {
            try container.resolveThrowing(PropertyParent.self)
        } throws: { error in
            (error as? DIError)?.path == [DependencyKey(PropertyParent.self)]
        }
    }
}
