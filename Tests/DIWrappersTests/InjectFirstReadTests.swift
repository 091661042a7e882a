import DIWrappers
import Foundation
import Testing

/// A class whose `@Inject` property many threads read for the first time at once.
private final class SessionOwner: Containerized, @unchecked Sendable {
    let container: Container
    @Inject var session: Database

    init(container: Container) {
        self.container = container
    }
}

@Suite("@Inject's first read")
struct InjectFirstReadTests {
    @Test(
        "the first read of an @Inject property builds a transient binding once under 50 racing threads",
        arguments: 0..<5)
    func firstReadBuildsOnce(round: Int) {
        let container = Container(name: "round \(round)")
        let built = Counter()
        container.bind(Database.self) { _ in
            built.next()
            // A factory with a side effect worth not repeating: opening a session takes a moment.
            Thread.sleep(forTimeInterval: 0.001)
            return Database(logger: nil)
        }
        let owner = SessionOwner(container: container)
        let seen = Locked(Set<ObjectIdentifier>())
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for _ in 0..<50 {
            finished.enter()
            Thread.detachNewThread {
                start.wait()
                let session = owner.session
                seen.withLock { _ = $0.insert(ObjectIdentifier(session)) }
                finished.leave()
            }
        }
        for _ in 0..<50 {
            start.signal()
        }
        finished.wait()
        #expect(built.value == 1)
        #expect(seen.current.count == 1)
    }
}
