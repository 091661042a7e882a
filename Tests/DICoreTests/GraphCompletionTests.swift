import DICore
import Testing

/// A graph instance with a step after its build (DIWrappers' `initCompleted`): kept in the graph before the step
/// runs, so the step's resolutions find it, for an outermost resolution too.
@Suite("A graph instance completed after its build")
struct GraphCompletionTests {
    final class Node: Sendable {}

    // Answers Swinject ContainerTests.Circularity testContainerResolvesCircularDependencyOnProperties.
    @Test("the step of an outermost graph build finds the instance it completes")
    func stepFindsInstance() throws {
        let cache = InstanceCache<Node>(key: DependencyKey(Node.self), scope: .graph)
        let builds = Locked(0)
        func resolve(completing: ((Node) throws -> Void)?) throws -> Node {
            try ResolutionStack.graphInstance(
                of: cache,
                create: {
                    builds.withLock { $0 += 1 }
                    return Node()
                }, completing: completing)
        }
        var seen: Node?
        let built = try resolve { _ in seen = try resolve(completing: nil) }
        #expect(seen === built)
        #expect(builds.current == 1)
        #expect(try resolve(completing: nil) !== built)
    }

    @Test("an instance whose step fails leaves the graph")
    func failingStepLeavesGraph() throws {
        let outer = InstanceCache<Node>(key: DependencyKey(Node.self, identifier: "outer"), scope: .graph)
        let inner = InstanceCache<Node>(key: DependencyKey(Node.self), scope: .graph)
        let failed = Locked<Node?>(nil)
        let retried = try ResolutionStack.graphInstance(of: outer) {
            _ = try? ResolutionStack.graphInstance(
                of: inner, create: { Node() },
                completing: { node in
                    failed.withLock { $0 = node }
                    throw CancellationError()
                })
            return try ResolutionStack.graphInstance(of: inner) { Node() }
        }
        #expect(failed.current != nil)
        #expect(retried !== failed.current)
    }
}
