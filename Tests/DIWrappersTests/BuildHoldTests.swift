import DIWrappers
import Testing

/// A build holds the binding it builds from until its factory returns, however deep it is nested, so a factory that
/// rebinds what is being built never frees the factory under itself.
@Suite("Bindings held by their builds")
struct BuildHoldTests {
    @Test("a factory that rebinds its own key runs to its end, and what it replaced is freed once it returns")
    func factoryRebindingItsOwnKey() {
        let container = Container()
        let freed = Locked(false)
        let freedWhileRunning = Locked<Bool?>(nil)
        do {
            let witness = FreedWitness(freed)
            container.bind(Database.self) { _ in
                container.bind(Database.self) { _ in Database(logger: nil) }
                freedWhileRunning.withLock { $0 = witness.freed.current }
                return Database(logger: nil)
            }
        }
        _ = container.resolveAssert(Database.self)
        #expect(freedWhileRunning.current == false)
        #expect(freed.current)
    }

    @Test(
        "builds nested inside each other, deeper than a thread holds, each keep their binding while they rebind it",
        arguments: [3, 12])
    func nestedFactoriesRebindingTheirKeys(depth: Int) {
        let container = Container()
        let freed = (0..<depth).map { _ in Locked(false) }
        let freedWhileRunning = Locked<[Int: Bool]>([:])
        for level in 0..<depth {
            let witness = FreedWitness(freed[level])
            container.bind(Database.self, id: level) { resolver in
                if level + 1 < depth {
                    _ = resolver.resolve(Database.self, id: level + 1)
                }
                container.bind(Database.self, id: level) { _ in Database(logger: nil) }
                freedWhileRunning.withLock { $0[level] = witness.freed.current }
                return Database(logger: nil)
            }
        }
        _ = container.resolveAssert(Database.self, id: 0)
        let noneFreedWhileRunning = Dictionary(uniqueKeysWithValues: (0..<depth).map { ($0, false) })
        let allFreed = freed.allSatisfy { $0.current }
        #expect(freedWhileRunning.current == noneFreedWhileRunning)
        #expect(allFreed)
    }
}
