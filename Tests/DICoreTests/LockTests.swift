import DICore
import Testing

@Suite("Locking")
struct LockTests {
    @Test("Locked serialises increments from many tasks")
    func lockedCountsExactly() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.current == 8_000)
    }

    @Test("AtomicCounter counts exactly under contention")
    func atomicCountsExactly() async {
        let counter = AtomicCounter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { counter.increment() }
                }
            }
        }
        #expect(counter.value == 8_000)
        #expect(counter.compareExchange(expected: 8_000, desired: 0))
        #expect(counter.isZero)
    }
}
