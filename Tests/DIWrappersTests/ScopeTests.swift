import DIWrappers
import Testing

@Suite("Every DICore scope through bind")
struct ScopeTests {
    @Test(
        "cached scopes build once; transient builds per resolve",
        arguments: [
            (Scope.transient, 3), (Scope.singleton, 1), (Scope.lazy, 1), (Scope.custom("wrappers-tests"), 1),
        ])
    func buildsPerScope(scope: Scope, expectedBuilds: Int) {
        let container = Container()
        let counter = Counter()
        container.bind(scope, to: Database.self) { _ in
            counter.next()
            return Database(logger: nil)
        }
        for _ in 0..<3 {
            _ = container.resolveAssert(Database.self)
        }
        #expect(counter.value == expectedBuilds)
    }

    @Test("a graph-scoped binding is shared within one resolution and rebuilt for the next")
    func graphScope() {
        let container = Container()
        container.bind(.graph, to: Database.self) { _ in Database(logger: nil) }
        container.bind(JobQueue.self) { container in JobQueue(database: container.resolveAssert(Database.self)) }
        container.bind([JobQueue].self) { container in
            [container.resolveAssert(JobQueue.self), container.resolveAssert(JobQueue.self)]
        }
        let pair = container.resolveAssert([JobQueue].self)
        #expect(pair[0].database === pair[1].database)
        let next = container.resolveAssert([JobQueue].self)
        #expect(next[0].database !== pair[0].database)
    }

    @Test("a weak-scoped binding is shared while held and rebuilt after release")
    func weakScope() {
        let container = Container()
        let counter = Counter()
        container.bind(.weak, to: Database.self) { _ in
            counter.next()
            return Database(logger: nil)
        }
        var held: Database? = container.resolveAssert(Database.self)
        #expect(container.resolveAssert(Database.self) === held)
        #expect(counter.value == 1)
        held = nil
        _ = container.resolveAssert(Database.self)
        #expect(counter.value == 2)
        withExtendedLifetime(held) {}
    }

    @Test("Scope.reset drops a custom-scoped instance so the next resolve rebuilds it")
    func customScopeReset() {
        let scope = Scope.custom("wrappers-reset-test")
        let container = Container()
        container.bind(scope, to: Database.self) { _ in Database(logger: nil) }
        let first = container.resolveAssert(Database.self)
        Scope.reset(scope)
        #expect(container.resolveAssert(Database.self) !== first)
    }
}
