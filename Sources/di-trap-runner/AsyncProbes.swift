import DICore
import DIWrappers
import Foundation

/// A singleton whose async factory never finishes.
final class NeverOpens {}

/// A singleton whose async factory waits until the probe lets it finish.
final class SlowDatabase: Sendable {}

/// The two halves of an awaited cycle of transients, the second reaching the first from a child task.
final class CycleStart: Sendable {}
final class CycleEnd: Sendable {}

/// What an async factory that fails throws.
struct ProbeFailure: Error {}

/// A door tasks wait at without blocking a thread.
final class AsyncLatch: Sendable {
    private let state = Locked<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters {
            waiter.resume()
        }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiters.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }
}

/// Probes for awaited builds; each prints what it saw on standard output.
enum AsyncProbes {
    /// A task waits for an async singleton whose build never ends.
    ///
    /// The waiter suspends (it blocks no thread) and must give up after
    /// `ResolutionLimits.buildWaitTimeout` with DI011 naming what the builder builds. Its own
    /// process, because the time limit is process-wide.
    static func waitForAnEndlessBuild() {
        ResolutionLimits.buildWaitTimeout = .milliseconds(300)
        let container = Container(name: "Probe")
        let started = DispatchSemaphore(value: 0)
        container.bind(.singleton, to: NeverOpens.self) { _ in
            started.signal()
            try await Task.sleep(for: .seconds(3_600))
            return NeverOpens()
        }
        let done = DispatchSemaphore(value: 0)
        let builder = Task { _ = try? await container.resolveAsync(NeverOpens.self) }
        Task {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    started.wait()
                    continuation.resume()
                }
            }
            do {
                _ = try await container.resolveAsync(NeverOpens.self)
                print("the waiter got an instance")
            } catch let error as DIError {
                print("waiter threw \(error.code.rawValue)")
                print(error.description)
            } catch {
                print("waiter threw \(error)")
            }
            done.signal()
        }
        done.wait()
        builder.cancel()
    }

    /// More tasks than the cooperative pool has threads wait for one async singleton whose build suspends.
    ///
    /// If a waiter blocked its thread, the build (which needs a thread to resume) and the release could
    /// never run, and the whole pool would be stuck: the process then hangs, and the test, which kills a child that
    /// writes nothing for minutes, reports the hang.
    static func waitersHoldNoThread() {
        let waiterCount = max(16, ProcessInfo.processInfo.activeProcessorCount * 4)
        let done = DispatchSemaphore(value: 0)
        let result = Locked("no result")
        Task.detached {
            let container = Container()
            let builds = Locked(0)
            let release = AsyncLatch()
            container.bind(.singleton, to: SlowDatabase.self) { _ in
                builds.withLock { $0 += 1 }
                await release.wait()
                return SlowDatabase()
            }
            let instances = await withTaskGroup(of: ObjectIdentifier?.self) { group in
                for _ in 0..<waiterCount {
                    group.addTask { try? ObjectIdentifier(await container.resolveAsync(SlowDatabase.self)) }
                }
                try? await Task.sleep(for: .milliseconds(50))
                release.open()
                return await group.reduce(into: Set<ObjectIdentifier?>()) { $0.insert($1) }
            }
            let distinct = instances.contains(nil) ? "a failed resolve" : "\(instances.count)"
            result.withLock { $0 = "waiters: \(waiterCount) builds: \(builds.current) instances: \(distinct)" }
            done.signal()
        }
        done.wait()
        print(result.current)
    }

    /// An awaited chain of 1,100 bindings, each resolving the next, under the default depth limit.
    ///
    /// Its own process, because the limit is process-wide and tests in DIToolkit's suite raise it for their
    /// own deep graphs.
    static func deepChain() {
        let container = Container(name: "Probe")
        let levels = 1_100
        for level in 0..<levels {
            container.bind(.transient, to: Int.self, id: level) { container in
                level == levels - 1 ? level : try await container.resolveAsync(Int.self, id: level + 1)
            }
        }
        runToEnd {
            do {
                print("resolved \(try await container.resolveAsync(Int.self, id: 0))")
            } catch let error as DIError {
                print("threw \(error.code.rawValue)")
                print(error.description)
            } catch {
                print("threw \(error)")
            }
        }
    }

    /// Awaited resolves of kept instances in a process where no region was ever opened: the only place
    /// `resolveAsync` reads a kept instance without looking the binding up further (in a test process, other tests'
    /// regions are alive). Prints what each read handed out and how often each factory and decorator ran.
    static func keptOutsideRegions() {
        let parent = Container(name: "Probe")
        let builds = Locked(0)
        let decorations = Locked(0)
        parent.bind(.singleton, to: SlowDatabase.self) { _ async in
            builds.withLock { $0 += 1 }
            return SlowDatabase()
        }
        parent.bind(.singleton, to: NeverOpens.self) { _ async in NeverOpens() }
        parent.decorate(NeverOpens.self) { _ in decorations.withLock { $0 += 1 } }
        let child = Container(name: "Child", parent: parent)
        runToEnd {
            print("regions alive: \(DependencyOverrides.mayBeActive)")
            let first = try! await parent.resolveAsync(SlowDatabase.self)
            let again = try! await parent.resolveAsync(SlowDatabase.self)
            let fromChild = try! await child.resolveAsync(SlowDatabase.self)
            print("kept: \(again === first && fromChild === first) builds: \(builds.current)")
            do {
                _ = try parent.resolveThrowing(SlowDatabase.self)
                print("synchronous resolve: handed out")
            } catch let error as DIError {
                print("synchronous resolve: \(error.code.rawValue)")
            } catch {
                print("synchronous resolve: \(error)")
            }
            _ = try! await parent.resolveAsync(NeverOpens.self)
            _ = try! await parent.resolveAsync(NeverOpens.self)
            print("decorations: \(decorations.current)")
            parent.resetInstance(of: SlowDatabase.self)
            let rebuilt = try! await parent.resolveAsync(SlowDatabase.self)
            print("after reset: new \(rebuilt !== first) builds: \(builds.current)")
        }
    }

    /// Async transients resolved where no region is alive, so each resolve builds on the read path's own way: a new
    /// instance each time, a cycle with its path (also one closed from a child task), a failing factory, a
    /// synchronous and a decorated binding, and no frame left behind by a build that threw.
    static func transientsOutsideRegions() {
        let container = Container(name: "Probe")
        let builds = Locked(0)
        let decorations = Locked<[Bool]>([])
        container.bind(SlowDatabase.self) { _ async in
            builds.withLock { $0 += 1 }
            return SlowDatabase()
        }
        container.bind(CycleStart.self) { container in
            _ = try await container.resolveAsync(CycleEnd.self)
            return CycleStart()
        }
        container.bind(CycleEnd.self) { container in
            async let start = container.resolveAsync(CycleStart.self)
            _ = try await start
            return CycleEnd()
        }
        container.bind(NeverOpens.self) { _ async throws -> NeverOpens in throw ProbeFailure() }
        container.bind(AsyncLatch.self) { _ in AsyncLatch() }
        container.bind(Locked<Int>.self) { _ async in Locked(0) }
        container.decorate(Locked<Int>.self) { _, isNew in decorations.withLock { $0.append(isNew) } }
        runToEnd {
            print("regions alive: \(DependencyOverrides.mayBeActive)")
            let first = try! await container.resolveAsync(SlowDatabase.self)
            let second = try! await container.resolveAsync(SlowDatabase.self)
            print("new each time: \(first !== second) builds: \(builds.current)")
            await printFailure { _ = try await container.resolveAsync(CycleStart.self) }
            await printFailure { _ = try await container.resolveAsync(NeverOpens.self) }
            print("frames left: \(AsyncResolution.currentPath.count)")
            let latches = (
                try! await container.resolveAsync(AsyncLatch.self), try! await container.resolveAsync(AsyncLatch.self)
            )
            print("synchronous transient: new each time \(latches.0 !== latches.1)")
            _ = try! await container.resolveAsync(Locked<Int>.self)
            print("decorated, new: \(decorations.current)")
        }
    }

    /// Eight tasks each resolve an async transient a thousand times, all at once: some build frameless, some find
    /// their record held by another task and build with a frame. Prints how many builds ended and how many frameless
    /// builds still run, in a process where no other test's build can hold a record.
    static func racingTransients() {
        let container = Container(name: "Probe")
        let builds = Locked(0)
        container.bind(SlowDatabase.self) { _ async in
            builds.withLock { $0 += 1 }
            await Task.yield()
            return SlowDatabase()
        }
        runToEnd {
            let resolved = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        var resolved = 0
                        for _ in 0..<1_000 where (try? await container.resolveAsync(SlowDatabase.self)) != nil {
                            resolved += 1
                        }
                        return resolved
                    }
                }
                return await group.reduce(0, +)
            }
            print("resolved: \(resolved) builds: \(builds.current)")
            print("frameless builds running: \(AsyncResolution.framelessBuildsRunning)")
        }
    }

    /// Runs `body` in a task and returns once it ended: a probe's process has no async main to await it in.
    static func runToEnd(_ body: sending @escaping () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await body()
            done.signal()
        }
        done.wait()
    }

    /// Prints the code and summary of the `DIError` that `body` throws.
    private static func printFailure(_ body: () async throws -> Void) async {
        do {
            try await body()
            print("threw nothing")
        } catch let error as DIError {
            print("\(error.code.rawValue): \(error.summary)")
        } catch {
            print("threw \(error)")
        }
    }
}
