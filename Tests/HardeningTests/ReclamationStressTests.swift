import DITesting
import DIWrappers
import Foundation
import Testing

/// A value that knows whether it was freed: a reader that got a released instance would see its seal broken.
private final class Sealed: @unchecked Sendable {
    static let intact = 0x5EA1_ED00_C0FF_EE00
    private(set) var seal = Sealed.intact
    let generation: Int

    init(_ generation: Int) {
        self.generation = generation
    }

    deinit {
        seal = 0
    }
}

@Suite("Reclamation: what a rebind or a reset replaces is freed only when no reader holds it")
struct ReclamationStressTests {
    @Test("readers on 3 threads never see a freed instance while a writer rebinds and resets 4,000 times")
    func readersNeverSeeAFreedValue() async {
        // A scope of this test's own: resetting .singleton would reset the singletons of every test running beside it.
        let scope = Scope.custom("reclamation stress")
        let container = Container(name: "reclamation")
        container.bind(scope, to: Sealed.self) { _ in Sealed(0) }
        container.bind(scope, to: Sealed.self, id: "named") { _ in Sealed(0) }
        let seen = await freedInstancesSeen(readingFrom: container) { generation in
            if generation % 2 == 0 {
                container.bind(scope, to: Sealed.self) { _ in Sealed(generation) }
            } else {
                Scope.reset(scope)
            }
            container.bind(scope, to: Sealed.self, id: "named") { _ in Sealed(generation) }
        }
        #expect(seen != nil, "the writer stopped making progress: it hangs")
        #expect(seen == 0, "a reader saw a freed instance")
    }

    @Test("readers on 3 threads never run a freed decorator while a writer rebinds, decorates and resets 4,000 times")
    func readersNeverRunAFreedDecorator() async {
        let scope = Scope.custom("reclamation stress, decorated")
        let container = Container(name: "reclamation, decorated")
        let broken = Locked(0)
        // Each generation's decorators hold a sealed witness: one run after its binding was freed would find it broken.
        let bindDecorated: @Sendable (Int) -> Void = { generation in
            let witness = Sealed(generation)
            container.bind(scope, to: Sealed.self) { _ in Sealed(generation) }
            container.decorate(Sealed.self) { _ in if witness.seal != Sealed.intact { broken.withLock { $0 += 1 } } }
            container.bind(scope, to: Sealed.self, id: "named") { _ in Sealed(generation) }
            container.decorate(Sealed.self, id: "named") { _ in
                if witness.seal != Sealed.intact { broken.withLock { $0 += 1 } }
            }
        }
        bindDecorated(0)
        let seen = await freedInstancesSeen(readingFrom: container) { generation in
            if generation % 2 == 0 {
                bindDecorated(generation)
            } else {
                Scope.reset(scope)
            }
        }
        #expect(seen != nil, "the writer stopped making progress: it hangs")
        #expect(seen == 0, "a reader saw a freed instance")
        #expect(broken.current == 0, "a reader ran a freed decorator")
    }

    /// How many freed instances 3 reader threads saw, resolving `Sealed` unnamed and with the identifier "named" from
    /// `container`, while a writer thread ran `rewrite` for generations 1 to 4,000; `nil` if the writer stopped making
    /// progress.
    ///
    /// Threads of their own: reader tasks that never suspend would keep the writer off the cooperative pool. Only the
    /// writer counts steps: the readers spin until it is done, so their steps would hide a stuck writer.
    private func freedInstancesSeen(
        readingFrom container: Container,
        while rewrite: @escaping @Sendable (_ generation: Int) -> Void
    ) async -> Int? {
        let stop = Locked(false)
        let seen = Locked(0)
        let done = await Watchdog.run { progress in
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                let group = DispatchGroup()
                for _ in 0..<3 {
                    group.enter()
                    Thread.detachNewThread {
                        var freed = 0
                        while !stop.current {
                            for _ in 0..<64 {
                                if container.resolve(Sealed.self)?.seal != Sealed.intact { freed += 1 }
                                if container.resolve(Sealed.self, id: "named")?.seal != Sealed.intact { freed += 1 }
                            }
                        }
                        seen.withLock { $0 += freed }
                        group.leave()
                    }
                }
                group.enter()
                Thread.detachNewThread {
                    for generation in 1...4_000 {
                        rewrite(generation)
                        progress.advance()
                    }
                    stop.withLock { $0 = true }
                    group.leave()
                }
                group.notify(queue: .global()) { finished.resume() }
            }
            return true
        }
        return done == true ? seen.current : nil
    }

    @Test("100,000 rebinds and resets of Container.main keep nothing they replaced alive (child process)")
    func rebindsOfMainKeepMemoryFlat() async throws {
        let outcome = try await TrapProcess.run("rebind-main-100000")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .exit && outcome.status == 0, "\(outcome.reason) \(outcome.status)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("alive after: 1"), "\(outcome.standardOutput)")
        let growth = lines.first { $0.hasPrefix("resident growth KiB: ") }.flatMap { Int($0.dropFirst(21)) }
        #expect(growth.map { $0 < 8_192 } == true, "\(outcome.standardOutput)")
    }
}
