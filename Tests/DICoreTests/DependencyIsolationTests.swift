import DICore
import Testing

@Suite("Isolated state")
struct DependencyIsolationTests {
    private let key = DependencyKey(Counter.self, identifier: "global")

    @Test("each fresh-state scope gets its own instance of a global")
    func freshStatePerScope() {
        let first = DependencyIsolation.withFreshState {
            IsolatedStore.current!.value(for: key) { Counter() }
        }
        let second = DependencyIsolation.withFreshState {
            IsolatedStore.current!.value(for: key) { Counter() }
        }
        #expect(first !== second)
        #expect(!DependencyIsolation.isActive)
    }

    @Test("within one scope the isolated instance is stable, and overrides stay in force")
    func stableWithinScope() throws {
        let overridden = DependencyKey(Int.self)
        try DependencyOverrides.with {
            $0.set(overridden, value: 7)
        } operation: {
            try DependencyIsolation.withFreshState { () throws in
                let store = IsolatedStore.current!
                #expect(store.value(for: key) { Counter() } === store.value(for: key) { Counter() })
                #expect(try DependencyOverrides.current.value(for: overridden, as: Int.self) == 7)
            }
        }
    }

    @Test("parallel isolated tasks never share state")
    func parallelScopesDoNotShare() async {
        let counters = await withTaskGroup(of: Counter.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    await DependencyIsolation.withFreshState {
                        await Task.yield()
                        return IsolatedStore.current!.value(for: key) { Counter() }
                    }
                }
            }
            return await group.reduce(into: [Counter]()) { $0.append($1) }
        }
        // The counters are kept alive here, so their identities cannot be reused by the allocator.
        #expect(Set(counters.map(ObjectIdentifier.init)).count == 8)
    }
}
