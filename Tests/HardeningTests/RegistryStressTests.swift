import DICore
import DIRegistry
import DITesting
import Foundation
import Testing

/// A registry whose mock takes a while to build, so racing first reads overlap.
final class SlowMockRegistry: Registry, @unchecked Sendable {
    static let mockBuilds = Counter()

    static func createMockShared() -> SlowMockRegistry {
        mockBuilds.next()
        Thread.sleep(forTimeInterval: 0.02)
        return SlowMockRegistry()
    }
}

@Suite("Stress: DIRegistry", .isolatedDependencies)
struct RegistryStressTests {
    static let tasks = 8
    static let iterations = 2_000

    @Test("8 tasks × 2,000 rounds of shared, override, assign and reset never see a wrong registry")
    func sharedOverrideAssignReset() async {
        let live = StressRegistry(service: Tracked("live"))
        let failures = await Watchdog.run(watching: ProgressMeter(lanes: Self.tasks)) { progress in
            await withTaskGroup(of: Int.self) { group in
                for task in 0..<Self.tasks {
                    group.addTask { Self.churn(task: task, live: live, progress: progress) }
                }
                return await group.reduce(0, +)
            }
        }
        #expect(failures == 0)
    }

    private static func churn(task: Int, live: StressRegistry, progress: ProgressMeter) -> Int {
        var failures = 0
        let scoped = StressRegistry(service: Tracked("scoped \(task)"))
        for round in 0..<iterations {
            let label = StressRegistry.shared.service.label
            if label != "live" && label != "mock" { failures += 1 }
            StressRegistry.withOverride(scoped) {
                if StressRegistry.shared !== scoped { failures += 1 }
            }
            if round % 50 == 0 {
                DependencyIsolation.withFreshState {
                    StressRegistry.assignDesiredImplementation(to: live)
                    if StressRegistry.shared !== live { failures += 1 }
                    BaseRegistry.resetAllSharedInstances()
                    if StressRegistry.shared.service.label != "mock" { failures += 1 }
                }
            }
            if task == 0 && round % 100 == 0 {
                BaseRegistry.resetAllSharedInstances()
            }
            progress.advance(lane: task)
        }
        return failures
    }

    @Test("racing first reads of shared agree on one mock in each fresh state (8 tasks × 200 states)")
    func racingFirstReadsAgree() async {
        let disagreements = await Watchdog.run { progress in
            var disagreements = 0
            for _ in 0..<200 {
                let seen = await DependencyIsolation.withFreshState {
                    await withTaskGroup(of: ObjectIdentifier.self) { group in
                        for _ in 0..<Self.tasks {
                            group.addTask { ObjectIdentifier(StressRegistry.shared) }
                        }
                        return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
                    }
                }
                if seen.count != 1 { disagreements += 1 }
                progress.advance()
            }
            return disagreements
        }
        #expect(disagreements == 0)
    }

    @Test("a Lazy instance is built exactly once when 8 tasks × 500 rounds read 16 Lazies")
    func lazyBuiltOnce() async {
        let builds = Counter()
        // Lazy is not Sendable (its builder need not be); these builders are, and the test races them on purpose.
        nonisolated(unsafe) let lazies = (0..<16).map { index in
            Lazy<Tracked> {
                builds.next()
                return Tracked("lazy \(index)")
            }
        }
        let distinct = await Watchdog.run(watching: ProgressMeter(lanes: Self.tasks)) { progress in
            await withTaskGroup(of: Set<ObjectIdentifier>.self) { group in
                for task in 0..<Self.tasks {
                    group.addTask {
                        var seen = Set<ObjectIdentifier>()
                        for round in 0..<500 {
                            seen.insert(ObjectIdentifier(lazies[round % 16].instance))
                            progress.advance(lane: task)
                        }
                        return seen
                    }
                }
                return await group.reduce(into: Set<ObjectIdentifier>()) { $0.formUnion($1) }
            }
        }
        #expect(distinct?.count == 16)
        #expect(builds.value == 16)
    }

    @Test("createMockShared() runs exactly once when 16 threads race for the first shared")
    func mockBuiltOnceUnderRacingThreads() async {
        let before = SlowMockRegistry.mockBuilds.value
        let seen = Locked(Set<ObjectIdentifier>())
        let threads = 16
        let finished = await Watchdog.run(watching: ProgressMeter(lanes: threads)) { progress in
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let start = DispatchSemaphore(value: 0)
                let done = DispatchGroup()
                for lane in 0..<threads {
                    done.enter()
                    Thread {
                        start.wait()
                        let registry = SlowMockRegistry.shared
                        seen.withLock { _ = $0.insert(ObjectIdentifier(registry)) }
                        progress.advance(lane: lane)
                        done.leave()
                    }
                    .start()
                }
                for _ in 0..<threads { start.signal() }
                done.notify(queue: .global()) { continuation.resume() }
            }
            return true
        }
        #expect(finished == true)
        #expect(SlowMockRegistry.mockBuilds.value - before == 1)
        #expect(seen.withLock { $0.count } == 1)
    }
}
