import DICore
import Foundation
import Testing

/// Two singletons whose factories need each other, each first resolved on its own thread.
private final class CrossedPair: Sendable {
    let first = InstanceCache<Int>(key: DependencyKey(Int.self, identifier: "first"), scope: .singleton)
    let second = InstanceCache<Int>(key: DependencyKey(Int.self, identifier: "second"), scope: .singleton)
    let bothInside = DispatchGroup()
    let arrivals = AtomicCounter()

    init() {
        bothInside.enter()
        bothInside.enter()
    }

    /// Holds the first two factory runs until both threads are inside the cycle; later runs pass straight through.
    func meetTheOtherThread() {
        guard arrivals.increment() <= 2 else { return }
        bothInside.leave()
        bothInside.wait()
    }

    func resolveFirst() throws -> Int {
        try first.instance {
            meetTheOtherThread()
            return try resolveSecond() + 1
        }
    }

    func resolveSecond() throws -> Int {
        try second.instance {
            meetTheOtherThread()
            return try resolveFirst() + 1
        }
    }
}

@Suite("Cycles entered from two threads")
struct CrossThreadCycleTests {
    @Test("two threads entering a cycle from both ends get a cycle report instead of a deadlock", arguments: 0..<20)
    func crossedThreadsReportTheCycle(round: Int) throws {
        let pair = CrossedPair()
        let outcomes = Locked<[Result<Int, any Error>]>([])
        let finished = DispatchGroup()
        for resolve in [pair.resolveFirst, pair.resolveSecond] {
            finished.enter()
            Thread {
                let outcome = Result { try resolve() }
                outcomes.withLock { $0.append(outcome) }
                finished.leave()
            }
            .start()
        }
        // Five minutes: far beyond what two threads need on any machine, so only a deadlock ever waits this long.
        try #require(finished.wait(timeout: .now() + .seconds(300)) == .success, "the two threads deadlocked")
        let errors = outcomes.withLock { $0 }.compactMap { result -> DIError? in
            if case .failure(let error) = result { return error as? DIError }
            return nil
        }
        #expect(errors.count == 2, "both threads are inside the cycle, so neither can finish")
        #expect(errors.allSatisfy { $0.code == .circularDependency })
        let paths = errors.map { $0.path.compactMap { $0.identifier?.description } }
        #expect(paths.contains { Set($0) == ["\"first\"", "\"second\""] && $0.first == $0.last })
    }

    @Test("two threads racing for one singleton without a cycle still build it once")
    func racingWithoutACycleIsNotReported() async throws {
        let cache = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: .singleton)
        let builds = Counter()
        let instances = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try ObjectIdentifier(
                        cache.instance {
                            builds.increment()
                            Thread.sleep(forTimeInterval: 0.01)
                            return RemoteLogger()
                        })
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(builds.value == 1)
        #expect(instances.count == 1)
    }
}
