import DIEffects
import DIWrappers
import Foundation
import Testing

/// Factory's `.timeToLive(seconds)`, tested on DIEffects' `TestClock` instead of real waiting.
@Suite("The time-to-live scope")
struct TimeToLiveTests {
    /// Factory: FactoryScopeTests.testSingletonScopeTimeToLive (shared before the lifetime, new after).
    @Test("an instance is kept until it is older than its lifetime, then rebuilt on next use")
    func keptUntilExpiry() async {
        let clock = TestClock()
        let container = Container()
        let built = Counter()
        container.bind(.timeToLive(.seconds(10), clock: clock), to: Database.self) { _ in
            built.next()
            return Database(logger: nil)
        }
        let first = container.resolveAssert(Database.self)
        await clock.advance(by: .seconds(9))
        #expect(container.resolveAssert(Database.self) === first)
        await clock.advance(by: .seconds(1))
        let second = container.resolveAssert(Database.self)
        #expect(second !== first)
        #expect(built.value == 2)
        await clock.advance(by: .seconds(9))
        #expect(container.resolveAssert(Database.self) === second)
    }

    @Test("an expired instance is rebuilt once under 16 racing threads", arguments: 0..<5)
    func rebuiltOnceUnderRacingThreads(round: Int) async {
        let clock = TestClock()
        let container = Container(name: "ttl round \(round)")
        let built = Counter()
        container.bind(.timeToLive(.seconds(1), clock: clock), to: Database.self) { _ in
            built.next()
            // A rebuild worth not repeating: it takes a moment.
            Thread.sleep(forTimeInterval: 0.001)
            return Database(logger: nil)
        }
        let first = container.resolveAssert(Database.self)
        await clock.advance(by: .seconds(1))
        let seen = Locked(Set<ObjectIdentifier>())
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for _ in 0..<16 {
            finished.enter()
            Thread.detachNewThread {
                start.wait()
                let database = container.resolveAssert(Database.self)
                seen.withLock { _ = $0.insert(ObjectIdentifier(database)) }
                finished.leave()
            }
        }
        for _ in 0..<16 {
            start.signal()
        }
        finished.wait()
        #expect(built.value == 2)
        #expect(seen.current.count == 1)
        #expect(!seen.current.contains(ObjectIdentifier(first)))
    }

    @Test("Scope.reset drops a time-to-live instance before it expires")
    func resetDropsTheInstance() {
        let clock = TestClock()
        let scope = Scope.timeToLive(.seconds(60), clock: clock)
        let container = Container()
        container.bind(scope, to: Database.self) { _ in Database(logger: nil) }
        let first = container.resolveAssert(Database.self)
        Scope.reset(.timeToLive(.seconds(60), clock: clock))
        #expect(container.resolveAssert(Database.self) !== first)
    }

    @Test("time-to-live scopes are equal when their lifetimes and clocks are", arguments: [(10, true), (11, false)])
    func equality(seconds: Int, equal: Bool) {
        let clock = TestClock()
        #expect((Scope.timeToLive(.seconds(10), clock: clock) == .timeToLive(.seconds(seconds), clock: clock)) == equal)
        #expect(Scope.timeToLive(.seconds(10), clock: clock) != .timeToLive(.seconds(10), clock: TestClock()))
        #expect(Scope.timeToLive(.seconds(10)) == .timeToLive(.seconds(10), clock: ContinuousClock()))
    }

    @Test("an awaited binding of a time-to-live scope expires the same way")
    func awaitedBindingExpires() async throws {
        let clock = TestClock()
        let container = Container()
        container.bind(.timeToLive(.seconds(5), clock: clock), to: Database.self) { _ async in Database(logger: nil) }
        let first = try await container.resolveAsync(Database.self)
        #expect(try await container.resolveAsync(Database.self) === first)
        await clock.advance(by: .seconds(5))
        #expect(try await container.resolveAsync(Database.self) !== first)
    }

    @Test("the trace and the wiring report name the time-to-live scope")
    func traceNamesTheScope() {
        let container = Container(name: "app")
        container.bind(.timeToLive(.seconds(300)), to: Database.self) { _ in Database(logger: nil) }
        let lines = Locked<[String]>([])
        let output: @Sendable (String) -> Void = { line in lines.withLock { $0.append(line) } }
        ResolutionTrace.printing(to: output) {
            _ = container.resolveAssert(Database.self)
        }
        #expect(
            lines.current.first?.hasPrefix("app: DIWrappersTests.Database (timeToLive(300.0 seconds), binding,") == true
        )
        let verification = container.verify()
        #expect(verification.isValid, "\(verification)")
        #expect(verification.wiring.nodes.map(\.lifetime) == ["timeToLive(300.0 seconds)"])
    }
}
