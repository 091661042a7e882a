import DIRegistry
import Testing

/// An object that counts how many of its kind are alive, so a test sees what a reference keeps.
private final class Counted: Sendable {
    let number: Int
    let alive: AtomicCounter

    init(_ number: Int, alive: AtomicCounter) {
        self.number = number
        self.alive = alive
        alive.increment()
    }

    deinit {
        alive.decrement()
    }
}

@Suite("AtomicReference")
struct AtomicReferenceTests {
    @Test("clear() releases the object it takes out, so 1,000 clears keep nothing alive")
    func clearReleases() {
        let alive = AtomicCounter()
        let reference = AtomicReference<Counted>()
        weak var first: Counted?
        for number in 0..<1_000 {
            let object = Counted(number, alive: alive)
            if number == 0 { first = object }
            reference.storeIfEmpty(object)
            #expect(reference.value === object)
            reference.clear()
            #expect(reference.value == nil)
        }
        #expect(first == nil)
        #expect(alive.value == 0)
    }

    @Test("the first of several stores wins and the losers get the winner back")
    func firstStoreWins() {
        let alive = AtomicCounter()
        let reference = AtomicReference<Counted>()
        let winner = Counted(1, alive: alive)
        let first = reference.storeIfEmpty(winner)
        #expect(first.stored)
        #expect(first.current === winner)
        let (stored, current) = reference.storeIfEmpty(Counted(2, alive: alive))
        #expect(!stored)
        #expect(current === winner)
        #expect(alive.value == 1)
    }

    @Test("readers racing with clears and stores (4 readers, 5,000 rounds) see whole objects, and all are released")
    func readersRacingWithClears() async {
        let alive = AtomicCounter()
        let reference = AtomicReference<Counted>()
        let rounds = 5_000
        let wrongReads = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var wrong = 0
                    for _ in 0..<rounds {
                        if let object = reference.value, object.number < 0 || object.number >= rounds { wrong += 1 }
                    }
                    return wrong
                }
            }
            group.addTask {
                for number in 0..<rounds {
                    reference.storeIfEmpty(Counted(number, alive: alive))
                    reference.clear()
                }
                return 0
            }
            return await group.reduce(0, +)
        }
        #expect(wrongReads == 0)
        #expect(reference.value == nil)
        #expect(alive.value == 0)
    }
}
