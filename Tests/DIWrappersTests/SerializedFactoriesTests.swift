import DIWrappers
import Foundation
import Testing

/// Counts how many factories run at the same moment, and the most that ever did.
private final class Overlap: Sendable {
    private let state = Locked((running: 0, most: 0))

    func run<Result>(_ body: () -> Result) -> Result {
        state.withLock {
            $0.running += 1
            $0.most = max($0.most, $0.running)
        }
        defer { state.withLock { $0.running -= 1 } }
        return body()
    }

    var most: Int {
        state.withLock { $0.most }
    }
}

@Suite("Container(serializesFactories:): Fusion's one factory at a time, as an opt-in")
struct SerializedFactoriesTests {
    /// Two threads resolve a transient binding whose factory waits (up to `patience`) for a second factory to start.
    ///
    /// Returns the most factories that ran at once: 2 when the container lets them overlap,
    /// 1 when the first factory has to give up waiting before the second may start. A container that overlaps them
    /// answers 2 as soon as the second thread arrives, however late, so a test expecting 2 gives a hang limit of
    /// minutes; a serialized container answers 1 whatever the patience, so a test expecting 1 may keep it short.
    private static func mostConcurrentFactories(in container: Container, patience: TimeInterval) -> Int {
        let overlap = Overlap()
        let started = Locked(0)
        container.bind(to: Int.self) { _ in
            overlap.run {
                started.withLock { $0 += 1 }
                let deadline = Date(timeIntervalSinceNow: patience)
                while started.withLock({ $0 }) < 2, Date() < deadline { usleep(1_000) }
                return 1
            }
        }
        let finished = DispatchGroup()
        for _ in 0..<2 {
            finished.enter()
            Thread {
                _ = container.resolve(Int.self)
                finished.leave()
            }
            .start()
        }
        finished.wait()
        return overlap.most
    }

    @Test("a container made with serializesFactories: true never runs two of its factories at once")
    func serializedContainerRunsOneAtATime() {
        let container = Container(name: "legacy", serializesFactories: true)
        #expect(container.serializesFactories)
        #expect(Self.mostConcurrentFactories(in: container, patience: 0.3) == 1)
    }

    @Test("a plain container runs factories concurrently (DIToolkit's default)")
    func plainContainerRunsConcurrently() {
        let container = Container()
        #expect(!container.serializesFactories)
        #expect(Self.mostConcurrentFactories(in: container, patience: 300) == 2)
    }

    @Test("a factory may resolve another binding of its own serialized container (the gate re-enters)")
    func gateReenters() {
        let container = Container(serializesFactories: true)
        container.bind(value: "5")
        container.bind(.singleton, to: Int.self) { container in Int(container.resolveAssert(String.self))! }
        #expect(container.resolve(Int.self) == 5)
    }
}
