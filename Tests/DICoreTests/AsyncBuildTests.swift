import DICore
import Testing

@Suite("Async builds")
struct AsyncBuildTests {
    private func cache<Value>(_ type: Value.Type, _ scope: Scope, id: String? = nil) -> InstanceCache<Value> {
        InstanceCache(key: DependencyKey(Value.self, identifier: id), scope: scope)
    }

    @Test("a singleton whose factory suspends is built exactly once when 16 tasks race on its first resolve")
    func singletonBuiltOnceUnderSixteenTasks() async throws {
        let database = cache(RemoteLogger.self, .singleton)
        let builds = Counter()
        let instances = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    try ObjectIdentifier(
                        await database.instance {
                            builds.increment()
                            try await Task.sleep(for: .milliseconds(20))
                            return RemoteLogger()
                        })
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(builds.value == 1)
        #expect(instances.count == 1)
    }

    @Test("a factory that throws leaves the singleton unbuilt, and the next resolve builds it")
    func throwingFactoryIsRetried() async throws {
        let database = cache(RemoteLogger.self, .singleton)
        await #expect(throws: FactoryRefused.self) {
            try await database.instance { () async throws -> RemoteLogger in
                await Task.yield()
                throw FactoryRefused()
            }
        }
        #expect(database.cachedInstance == nil)
        let built = try await database.instance { () async in RemoteLogger() }
        #expect(try await database.instance { () async in RemoteLogger() } === built)
    }

    @Test("tasks waiting for a build that throws get a build of their own, not the builder's error")
    func waitersRetryAfterAFailedBuild() async throws {
        let database = cache(RemoteLogger.self, .singleton)
        let builds = Counter()
        let failing = Latch()
        let first = Task {
            try await database.instance { () async throws -> RemoteLogger in
                builds.increment()
                await failing.wait()
                throw FactoryRefused()
            }
        }
        while builds.value == 0 { await Task.yield() }
        let waiters = Task {
            try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try ObjectIdentifier(
                            await database.instance { () async in
                                builds.increment()
                                return RemoteLogger()
                            })
                    }
                }
                return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
            }
        }
        try await Task.sleep(for: .milliseconds(20))
        failing.open()
        await #expect(throws: FactoryRefused.self) { try await first.value }
        #expect(try await waiters.value.count == 1)
        #expect(builds.value == 2)
    }

    @Test("a synchronous resolve that needs a singleton an awaited build is building waits for it and gets its value")
    func synchronousReadWaitsForAnAwaitedBuild() async throws {
        let database = cache(RemoteLogger.self, .singleton)
        let builds = Counter()
        let building = Latch()
        let awaited = Task {
            try await database.instance { () async -> RemoteLogger in
                builds.increment()
                await building.wait()
                return RemoteLogger()
            }
        }
        while builds.value == 0 { await Task.yield() }
        let synchronous = Task {
            try await onThreadOfItsOwn {
                try database.instance { () -> RemoteLogger in
                    builds.increment()
                    return RemoteLogger()
                }
            }
        }
        try await Task.sleep(for: .milliseconds(20))
        building.open()
        let built = try await awaited.value
        #expect(try await synchronous.value === built)
        #expect(builds.value == 1)
        #expect(try database.instance { RemoteLogger() } === built)
    }

    @Test("a cycle between suspending factories is reported with its full path")
    func cycleAcrossSuspensionsHasItsPath() async {
        let first = cache(RemoteLogger.self, .singleton, id: "first")
        let second = cache(RemoteLogger.self, .singleton, id: "second")
        let third = cache(RemoteLogger.self, .transient, id: "third")
        let resolveFirst: @Sendable () async throws -> RemoteLogger = {
            try await first.instance { () async in RemoteLogger() }
        }
        do {
            _ = try await first.instance {
                await Task.yield()
                return try await second.instance {
                    try await Task.sleep(for: .milliseconds(1))
                    return try await third.instance {
                        await Task.yield()
                        return try await resolveFirst()
                    }
                }
            }
            Issue.record("the cycle was not reported")
        } catch let error as DIError {
            #expect(error.code == .circularDependency)
            #expect(
                error.path.map(\.description) == [
                    "DICoreTests.RemoteLogger, id \"first\"", "DICoreTests.RemoteLogger, id \"second\"",
                    "DICoreTests.RemoteLogger, id \"third\"", "DICoreTests.RemoteLogger, id \"first\"",
                ])
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(first.cachedInstance == nil)
    }

    @Test("two tasks that each build half of a cycle are told so instead of waiting for each other")
    func crossTaskCycleIsReported() async {
        let left = cache(RemoteLogger.self, .singleton, id: "left")
        let right = cache(RemoteLogger.self, .singleton, id: "right")
        let bothStarted = Counter()
        // One factory per binding, as in a container: each half needs the other.
        @Sendable func resolveLeft() async throws -> RemoteLogger {
            try await left.instance {
                bothStarted.increment()
                while bothStarted.value < 2 { await Task.yield() }
                _ = try await resolveRight()
                return RemoteLogger()
            }
        }
        @Sendable func resolveRight() async throws -> RemoteLogger {
            try await right.instance {
                bothStarted.increment()
                while bothStarted.value < 2 { await Task.yield() }
                _ = try await resolveLeft()
                return RemoteLogger()
            }
        }
        let leftTask = Task { try await resolveLeft() }
        let rightTask = Task { try await resolveRight() }
        for task in [leftTask, rightTask] {
            do {
                _ = try await task.value
                Issue.record("a half of the cycle was built")
            } catch {
                #expect((error as? DIError)?.code == .circularDependency, "\(error)")
            }
        }
    }

    @Test("a singleton built from an override is kept by the override's region and never reaches the live cache")
    func overrideNeverReachesTheLiveCache() async throws {
        let greeting = DependencyKey(String.self, identifier: "greeting")
        let service = cache(Labelled<String>.self, .singleton)
        func build() async throws -> Labelled<String> {
            await Task.yield()
            let text = try DependencyOverrides.current.value(for: greeting, as: String.self) ?? "live"
            return Labelled(text: text)
        }
        let scoped = try await DependencyOverrides.with {
            $0.set(greeting, value: "test")
        } operation: {
            let first = try await service.instance { try await build() }
            #expect(try await service.instance { try await build() } === first)
            return first
        }
        #expect(scoped.text == "test")
        #expect(service.cachedInstance == nil)
        let live = try await service.instance { try await build() }
        #expect(live.text == "live")
        #expect(service.cachedInstance === live)
    }

    @Test("a singleton that reads no override inside an override region goes to the live cache, as on the sync path")
    func unrelatedOverrideKeepsTheLiveCache() async throws {
        let service = cache(Labelled<String>.self, .singleton)
        let built = try await DependencyOverrides.with {
            $0.set(DependencyKey(Int.self), value: 1)
        } operation: {
            try await service.instance { () async in Labelled(text: "live") }
        }
        #expect(service.cachedInstance === built)
    }

    @Test("a task waiting for a build stops with CancellationError when it is cancelled")
    func cancelledWaiterStopsWaiting() async throws {
        let service = cache(RemoteLogger.self, .singleton)
        let release = Latch()
        let started = Counter()
        let builder = Task {
            try await service.instance {
                started.increment()
                await release.wait()
                return RemoteLogger()
            }
        }
        while started.value == 0 { await Task.yield() }
        let waiter = Task { try await service.instance { () async in RemoteLogger() } }
        try await Task.sleep(for: .milliseconds(20))
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        release.open()
        #expect(try await builder.value === service.cachedInstance)
    }
}

/// A reference type carrying a value, for identity checks.
final class Labelled<Wrapped>: Sendable where Wrapped: Sendable {
    let text: Wrapped

    init(text: Wrapped) {
        self.text = text
    }
}
