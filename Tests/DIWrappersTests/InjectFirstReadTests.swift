import DIWrappers
import Foundation
import Testing

/// A class whose `@Inject` properties many threads read for the first time at once.
private final class SessionOwner: Containerized, @unchecked Sendable {
    let container: Container
    @Inject var session: Database
    @Inject("backup") var backup: Database

    init(container: Container) {
        self.container = container
    }
}

/// A class whose `@WeakInject` property many threads read for the first time at once.
private final class WeakSessionOwner: Containerized, @unchecked Sendable {
    let container: Container
    @WeakInject var session: SharedSession?

    init(container: Container) {
        self.container = container
    }
}

/// A session many threads share.
private final class SharedSession: Sendable {}

/// Starts `count` threads at once, each running `body`, and returns when all have finished.
private func race(threads count: Int, _ body: @escaping @Sendable () -> Void) {
    let start = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    for _ in 0..<count {
        finished.enter()
        Thread.detachNewThread {
            start.wait()
            body()
            finished.leave()
        }
    }
    for _ in 0..<count {
        start.signal()
    }
    finished.wait()
}

/// Binds transient `Database`s (unnamed and "backup") whose factories take a moment and count their runs.
private func bindSlowSessions(in container: Container, counting built: Counter) {
    for id in [nil, "backup"] as [String?] {
        container.bind(Database.self, id: id) { _ in
            built.next()
            // A factory with a side effect worth not repeating: opening a session takes a moment.
            Thread.sleep(forTimeInterval: 0.001)
            return Database(logger: nil)
        }
    }
}

/// Issue 27: "when many threads read an `@Inject` property for the first time at once, a transient binding's
/// factory runs more than once". Factory: FactoryLazyInjectedLockingTests.testConcurrentFirstAccessInvokesFactoryExactlyOnce
/// and testWeakLazyInjectedConcurrentFirstAccessInvokesFactoryExactlyOnce.
@Suite("@Inject's first read")
struct InjectFirstReadTests {
    @Test(
        "the first read of an @Inject property builds a transient binding once per property under racing threads",
        arguments: [16, 50], 0..<3)
    func firstReadBuildsOnce(threads: Int, round: Int) {
        let container = Container(name: "round \(round)")
        let built = Counter()
        bindSlowSessions(in: container, counting: built)
        let owner = SessionOwner(container: container)
        let seen = Locked(Set<ObjectIdentifier>())
        race(threads: threads) {
            let session = owner.session
            let backup = owner.backup
            seen.withLock { $0.formUnion([ObjectIdentifier(session), ObjectIdentifier(backup)]) }
        }
        #expect(built.value == 2)
        #expect(seen.current.count == 2)
    }

    @Test("the first read of a @WeakInject property builds a transient binding once under 16 racing threads")
    func weakFirstReadBuildsOnce() {
        let container = Container(name: "weak")
        let built = Counter()
        container.bind(SharedSession.self) { _ in
            built.next()
            Thread.sleep(forTimeInterval: 0.001)
            return SharedSession()
        }
        let owner = WeakSessionOwner(container: container)
        // Keeps what the readers got, so the weakly held instance outlives the race.
        let held = Locked<[SharedSession]>([])
        race(threads: 16) {
            if let session = owner.session {
                held.withLock { $0.append(session) }
            }
        }
        #expect(built.value == 1)
        #expect(Set(held.current.map(ObjectIdentifier.init)).count <= 1)
    }

    @Test("racing first readers of a @WeakInject property agree on a kept instance, and read nil for a transient one")
    func weakFirstReadsOfKeptAndTransientBindings() {
        let kept = Container(name: "kept")
        kept.bind(.singleton, to: SharedSession.self) { _ in SharedSession() }
        let transient = Container(name: "transient")
        transient.bind(SharedSession.self) { _ in SharedSession() }
        let keptOwner = WeakSessionOwner(container: kept)
        let transientOwner = WeakSessionOwner(container: transient)
        let reads = Locked<[(kept: ObjectIdentifier?, transient: ObjectIdentifier?)]>([])
        race(threads: 16) {
            let read = (keptOwner.session.map(ObjectIdentifier.init), transientOwner.session.map(ObjectIdentifier.init))
            reads.withLock { $0.append(read) }
        }
        let keptInstance = kept.resolveAssert(SharedSession.self)
        #expect(reads.current.count == 16)
        #expect(reads.current.allSatisfy { $0.kept == ObjectIdentifier(keptInstance) })
        // Nothing but the property's weak reference held the one transient instance built, so it is gone at once.
        #expect(reads.current.allSatisfy { $0.transient == nil })
    }
}
