import DICore
import DIRegistry
import Foundation
import Testing

/// A store that only the main actor may touch, as a UI's state is.
@MainActor
final class ProfileStore {
    var name = "profile"
    /// Whether the main actor's executor ran the initialiser.
    let builtOnMainActor: Bool

    /// Main-actor isolated, unlike a synthesized initialiser (which is nonisolated here).
    init() {
        builtOnMainActor = MainExecutor.isCurrent
    }
}

/// A registry with a slot holding a main-actor service, built on first use by an awaited builder.
final class ProfileRegistry: Registry {
    let store: AsyncLazy<ProfileStore>

    required init(store: AsyncLazy<ProfileStore>) {
        self.store = store
        super.init()
    }

    static func createMockShared() -> ProfileRegistry {
        ProfileRegistry(store: AsyncLazy { await ProfileStore() })
    }
}

/// Counts builds across tasks.
private final class Builds: Sendable {
    private let count = Locked(0)
    @discardableResult func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
    var value: Int { count.current }
}

/// Hands a non-`Sendable` `AsyncLazy` to racing tasks; each task only awaits `instance`.
private struct Shared<Value>: @unchecked Sendable {
    let value: Value
}

@Suite("AsyncLazy")
struct AsyncLazyTests {
    @Test("an AsyncLazy whose builder suspends is built once when 16 tasks read it at the same moment")
    func builtOnceUnderSixteenTasks() async throws {
        let builds = Builds()
        let lazy = Shared(
            value: AsyncLazy { () async throws -> MockKeyValueStore in
                builds.next()
                try await Task.sleep(for: .milliseconds(10))
                return MockKeyValueStore()
            })
        let instances = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<16 {
                group.addTask { ObjectIdentifier(try await lazy.value.instance) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(builds.value == 1)
        #expect(instances.count == 1)
    }

    @Test("a builder that throws is DI007 and the next read builds again")
    func throwingBuilderIsRetried() async throws {
        let builds = Builds()
        let lazy = AsyncLazy { () async throws -> MockKeyValueStore in
            if builds.next() == 1 { throw CancellationError() }
            return MockKeyValueStore()
        }
        await #expect {
            _ = try await lazy.instance
        } throws: { error in
            (error as? DIError)?.code == .factoryFailed
        }
        let store = try await lazy.instance
        #expect(try await lazy.instance === store)
    }

    @Test("a builder that reads its own instance is a circular dependency, reported at the line that made it")
    func selfReadIsACycle() async {
        let holder = Locked<AsyncLazy<Int>?>(nil)
        let lazy = AsyncLazy(fileID: "MyApp/Registries.swift", line: 7) { () async throws -> Int in
            await Task.yield()
            let again = holder.withLock { $0 }
            return try await again!.instance + 1
        }
        holder.withLock { $0 = lazy }
        do {
            _ = try await lazy.instance
            Issue.record("the cycle was not reported")
        } catch let error as DIError {
            #expect(error.code == .circularDependency)
            #expect(error.location.description == "MyApp/Registries.swift:7")
            #expect(error.fix.hasPrefix("the builder of a Lazy or WeakLazy must not read that same instance"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        holder.withLock { $0 = nil }
    }

    @Test("a registry slot holding a @MainActor service is built on the main actor when read from another task")
    func mainActorSlotIsBuiltOnTheMainActor() async throws {
        try await DependencyIsolation.withFreshState {
            // A child of this test's task (so it sees the test's registries), off the main actor.
            let fromBackground = try await Task {
                Shared(value: try await ProfileRegistry.shared.store.instance)
            }.value.value
            #expect(fromBackground.builtOnMainActor)
            let onMain = try await ProfileRegistry.shared.store.instance
            #expect(onMain === fromBackground)
            #expect(await onMain.name == "profile")
        }
    }
}
