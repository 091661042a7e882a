import DICore
import Testing

/// Three bindings that can be wired into a cycle or a chain.
private final class Node: Sendable {
    let cache: InstanceCache<String>
    let next: Locked<Node?> = Locked(nil)

    init(_ name: String, scope: Scope = .transient) {
        cache = InstanceCache(key: DependencyKey(String.self, identifier: name), scope: scope)
    }

    func resolve() throws -> String {
        try cache.instance {
            guard let next = next.current else { return "leaf" }
            return try next.resolve()
        }
    }
}

@Suite("Cycle detection")
struct CycleDetectionTests {
    @Test("a cycle of three reports exactly that cycle", arguments: [Scope.transient, .singleton, .graph])
    func threeCycleReportsPath(scope: Scope) {
        let a = Node("A", scope: scope)
        let b = Node("B", scope: scope)
        let c = Node("C", scope: scope)
        a.next.withLock { $0 = b }
        b.next.withLock { $0 = c }
        c.next.withLock { $0 = a }
        #expect {
            try a.resolve()
        } throws: { error in
            guard let error = error as? DIError, error.code == .circularDependency else { return false }
            let names = error.path.map { $0.identifier?.description }
            return names == ["\"A\"", "\"B\"", "\"C\"", "\"A\""]
                && error.description.contains(
                    "Swift.String, id \"A\" -> Swift.String, id \"B\" -> Swift.String, id \"C\" -> Swift.String, id \"A\""
                )
        }
    }

    @Test("the same type under two names is not a cycle")
    func sameTypeTwoNamesIsNotACycle() throws {
        let outer = Node("outer")
        let inner = Node("inner")
        outer.next.withLock { $0 = inner }
        #expect(try outer.resolve() == "leaf")
    }

    @Test("the same key in two containers is not a cycle")
    func sameKeyTwoContainersIsNotACycle() throws {
        let parentContainer = Node("same")
        let childContainer = Node("same")
        childContainer.next.withLock { $0 = parentContainer }
        #expect(try childContainer.resolve() == "leaf")
    }

    @Test("a factory that needs itself is a cycle of one")
    func selfDependencyIsReported() {
        let node = Node("self", scope: .singleton)
        node.next.withLock { $0 = node }
        #expect(throws: DIError.self) { try node.resolve() }
        #expect(ResolutionStack.depth == 0)
    }

    @Test("the stack is empty again after a failed build, so later builds succeed")
    func stackUnwindsAfterFailure() throws {
        let a = Node("A")
        a.next.withLock { $0 = a }
        _ = try? a.resolve()
        a.next.withLock { $0 = nil }
        #expect(try a.resolve() == "leaf")
    }
}
