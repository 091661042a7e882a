import DICore
import Testing

@Suite("Scopes")
struct ScopeTests {
    @Test("a singleton's factory runs once under 8 racing tasks")
    func singletonBuiltOnceUnderRace() async throws {
        let cache = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: .singleton)
        let builds = Counter()
        let instances = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try ObjectIdentifier(
                        cache.instance {
                            builds.increment()
                            return RemoteLogger()
                        })
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(builds.value == 1)
        #expect(instances.count == 1)
    }

    @Test("a transient binding builds a new instance every time")
    func transientIsFresh() throws {
        let cache = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: .transient)
        let first = try cache.instance { RemoteLogger() }
        let second = try cache.instance { RemoteLogger() }
        #expect(first !== second)
    }

    @Test("a weak instance lives while held and is rebuilt after release")
    func weakReleasesWithLastHolder() throws {
        let cache = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: .weak)
        var held: RemoteLogger? = try cache.instance { RemoteLogger() }
        weak let observed = held
        #expect(try cache.instance { RemoteLogger() } === held)
        held = nil
        #expect(observed == nil)
        #expect(cache.cachedInstance == nil)
    }

    @Test("the weak scope rejects a value type with a clear error")
    func weakRejectsValueTypes() {
        let cache = InstanceCache<any Logger>(key: DependencyKey((any Logger).self), scope: .weak)
        #expect {
            try cache.instance { ValueLogger() }
        } throws: { error in
            (error as? DIError)?.code == .invalidScope
        }
    }

    @Test("a graph-scoped instance is shared within one resolution and fresh for the next")
    func graphSharesWithinOneResolution() throws {
        let shared = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: .graph)
        let parent = InstanceCache<[RemoteLogger]>(key: DependencyKey([RemoteLogger].self), scope: .transient)
        func resolvePair() throws -> [RemoteLogger] {
            try parent.instance {
                [try shared.instance { RemoteLogger() }, try shared.instance { RemoteLogger() }]
            }
        }
        let first = try resolvePair()
        let second = try resolvePair()
        #expect(first[0] === first[1])
        #expect(first[0] !== second[0])
    }

    @Test("resetting a custom scope by name rebuilds its instances and leaves others alone")
    func customScopeResetsByName() throws {
        let session = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: .custom("session-test"))
        let app = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: .custom("app-test"))
        let sessionFirst = try session.instance { RemoteLogger() }
        let appFirst = try app.instance { RemoteLogger() }
        Scope.reset(.custom("session-test"))
        #expect(try session.instance { RemoteLogger() } !== sessionFirst)
        #expect(try app.instance { RemoteLogger() } === appFirst)
    }

    @Test("resetting releases the instance the cache held")
    func resetReleases() throws {
        let cache = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: .singleton)
        weak var observed: RemoteLogger?
        do {
            observed = try cache.instance { RemoteLogger() }
        }
        #expect(observed != nil)
        cache.reset(.singleton)
        #expect(observed == nil)
    }

    @Test("a reset reaches every live cache of its scope after others of that scope were freed")
    func resetAfterCachesFreed() throws {
        let scope = Scope.custom("freed-neighbours-test")
        let oldest = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: scope)
        var middle: InstanceCache<RemoteLogger>? = InstanceCache(key: DependencyKey(RemoteLogger.self), scope: scope)
        let kept = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: scope)
        var newest: InstanceCache<RemoteLogger>? = InstanceCache(key: DependencyKey(RemoteLogger.self), scope: scope)
        let oldestFirst = try oldest.instance { RemoteLogger() }
        let keptFirst = try kept.instance { RemoteLogger() }
        _ = try middle?.instance { RemoteLogger() }
        _ = try newest?.instance { RemoteLogger() }
        middle = nil
        newest = nil
        Scope.reset(scope)
        #expect(try oldest.instance { RemoteLogger() } !== oldestFirst)
        #expect(try kept.instance { RemoteLogger() } !== keptFirst)
    }

    @Test("an instance a reset releases may make a cache in its deinit")
    func resetReleaseMayUseTheToolkit() throws {
        let scope = Scope.custom("deinit-enrols-test")
        let cache = InstanceCache<EnrolsWhenFreed>(key: DependencyKey(EnrolsWhenFreed.self), scope: scope)
        _ = try cache.instance { EnrolsWhenFreed(scope: scope) }
        Scope.reset(scope)
        #expect(EnrolsWhenFreed.madeInDeinit.withLock { $0 } == 1)
    }

    @Test("resets racing with caches made and freed on 4 tasks reach the live ones")
    func resetRacesWithCachesFreed() async throws {
        let scope = Scope.custom("racing-reset-test")
        let survivor = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: scope)
        let first = try survivor.instance { RemoteLogger() }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<200 {
                        let cache = InstanceCache<RemoteLogger>(key: DependencyKey(RemoteLogger.self), scope: scope)
                        _ = try? cache.instance { RemoteLogger() }
                    }
                }
            }
            group.addTask {
                for _ in 0..<200 {
                    Scope.reset(scope)
                }
            }
        }
        Scope.reset(scope)
        #expect(try survivor.instance { RemoteLogger() } !== first)
    }
}

/// Makes an ``InstanceCache`` of its scope when freed, which enrols it in the directory.
private final class EnrolsWhenFreed: Sendable {
    static let madeInDeinit = Locked(0)
    let scope: Scope

    init(scope: Scope) {
        self.scope = scope
    }

    deinit {
        _ = InstanceCache<Int>(key: DependencyKey(Int.self), scope: scope)
        Self.madeInDeinit.withLock { $0 += 1 }
    }
}
