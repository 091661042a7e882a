import DICore
import Testing

@Suite("Task-local overrides")
struct DependencyOverridesTests {
    private let key = DependencyKey(String.self, identifier: "greeting")

    @Test("an override is visible inside its closure and gone after it")
    func overrideEndsWithScope() throws {
        let inside = try DependencyOverrides.with {
            $0.set(key, value: "hello")
        } operation: {
            try DependencyOverrides.current.value(for: key, as: String.self)
        }
        #expect(inside == "hello")
        #expect(try DependencyOverrides.current.value(for: key, as: String.self) == nil)
    }

    @Test("an override inside one task is not seen by a sibling task")
    func siblingTasksAreIsolated() async throws {
        let (first, second) = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
            group.addTask {
                try await DependencyOverrides.with {
                    $0.set(key, value: "first")
                } operation: {
                    try await Task.sleep(nanoseconds: 1_000_000)
                    return (1, try DependencyOverrides.current.value(for: key, as: String.self))
                }
            }
            group.addTask {
                try await Task.sleep(nanoseconds: 500_000)
                return (2, try DependencyOverrides.current.value(for: key, as: String.self))
            }
            var results: [Int: String?] = [:]
            for try await (index, value) in group { results[index] = value }
            return (results[1]!, results[2]!)
        }
        #expect(first == "first")
        #expect(second == nil)
    }

    @Test("nested scopes add to the outer overrides and can remove one")
    func nestedScopesCompose() throws {
        let other = DependencyKey(Int.self)
        try DependencyOverrides.with {
            $0.set(key, value: "outer")
            $0.set(other, value: 1)
        } operation: { () throws in
            try DependencyOverrides.with {
                $0.remove(key)
            } operation: { () throws in
                #expect(try DependencyOverrides.current.value(for: key, as: String.self) == nil)
                #expect(try DependencyOverrides.current.value(for: other, as: Int.self) == 1)
            }
            #expect(try DependencyOverrides.current.value(for: key, as: String.self) == "outer")
        }
    }

    @Test("child tasks inherit the overrides of their parent")
    func childTasksInherit() async throws {
        let seen = try await DependencyOverrides.with {
            $0.set(key, value: "parent")
        } operation: {
            try await withThrowingTaskGroup(of: String?.self) { group in
                group.addTask { try DependencyOverrides.current.value(for: key, as: String.self) }
                return try await group.next()!
            }
        }
        #expect(seen == "parent")
    }

    @Test("an override is gone even when its operation throws")
    func overrideEndsOnThrow() throws {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try DependencyOverrides.with {
                $0.set(key, value: "x")
            } operation: {
                throw Failure()
            }
        }
        #expect(try DependencyOverrides.current.value(for: key, as: String.self) == nil)
    }

    @Test("a factory override runs per resolution; a singleton override once per scope")
    func factoryAndSingletonOverrides() throws {
        let builds = Counter()
        let singletonKey = DependencyKey(RemoteLogger.self)
        try DependencyOverrides.with {
            $0.set(DependencyKey(Int.self)) {
                builds.increment()
                return builds.value
            }
            $0.setSingleton(singletonKey) { RemoteLogger() }
        } operation: { () throws in
            let overrides = DependencyOverrides.current
            #expect(try overrides.value(for: DependencyKey(Int.self), as: Int.self) == 1)
            #expect(try overrides.value(for: DependencyKey(Int.self), as: Int.self) == 2)
            let first = try overrides.value(for: singletonKey, as: RemoteLogger.self)
            #expect(first === (try overrides.value(for: singletonKey, as: RemoteLogger.self)))
        }
    }

    @Test("an override of the wrong type is reported as a type mismatch")
    func wrongTypeIsReported() {
        DependencyOverrides.with {
            $0.set(key, value: 42)
        } operation: {
            #expect {
                try DependencyOverrides.current.value(for: key, as: String.self)
            } throws: { error in
                (error as? DIError)?.code == .typeMismatch
            }
        }
    }
}

@Suite("Scope visibility fast path")
struct ScopeVisibilityTests {
    @Test("a task that escapes its override region still sees the overrides it inherited")
    func escapedTaskKeepsItsOverrides() async throws {
        let key = DependencyKey(String.self, identifier: "escaped")
        let gate = AsyncGate()
        let escaped = DependencyOverrides.with {
            $0.set(key, value: "inherited")
        } operation: {
            Task {
                await gate.wait()
                return try DependencyOverrides.current.value(for: key, as: String.self)
            }
        }
        await gate.open()
        #expect(try await escaped.value == "inherited")
    }
}

/// Lets a test hold a task until the test opens the gate.
private actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
    }
}
