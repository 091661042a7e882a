import DIRegistry
import DIWrappers
import Foundation
import Testing

/// The instances one isolated "test" holds, kept alive so a rebuilt one can never reuse an address.
private struct HeldInstances {
    let session: Tracked
    let singleton: Tracked
    let lazy: Tracked
    let scopedRepo: Repo?

    /// Resolves every kept instance from `container` and `lazy`, and `Repo` if `withRepo` (it is built from an override).
    init(container: Container, lazy: Lazy<Tracked>, withRepo: Bool) {
        session = container.resolveAssert(Tracked.self, id: "session")
        singleton = container.resolveAssert(Tracked.self, id: "singleton")
        self.lazy = lazy.instance
        scopedRepo = withRepo ? container.resolveAssert(Repo.self) : nil
    }

    /// Whether every instance is the same object in `other`.
    func allSame(as other: HeldInstances) -> Bool {
        session === other.session && singleton === other.singleton && lazy === other.lazy
            && scopedRepo === other.scopedRepo
    }

    /// Whether every instance is a different object in `other`.
    func allRebuilt(in other: HeldInstances) -> Bool {
        session !== other.session && singleton !== other.singleton && lazy !== other.lazy
    }
}

/// Runs `body` on its own thread (not a cooperative-pool thread, since the steps block on each other).
private func onThread(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }
    .start()
    return done
}

@Suite("Scope.reset and isolation")
struct ScopeResetIsolationTests {
    static let session = Scope.custom("reset-isolation-session")

    /// The bindings one isolated test makes in its own `Container.main`.
    private static func isolatedContainer() -> Container {
        let container = Container.main
        container.bind(session, to: Tracked.self, id: "session") { _ in Tracked("session") }
        container.bind(.singleton, to: Tracked.self, id: "singleton") { _ in Tracked("singleton") }
        container.bind((any Log).self, value: LiveLog())
        container.bind(.singleton, to: Repo.self) { Repo(log: $0.resolveAssert((any Log).self)) }
        return container
    }

    @Test("a reset inside one isolated test rebuilds that test's instances only; a process-wide reset skips both")
    func resetStaysInsideItsTest() {
        let bystanderBuilt = DispatchSemaphore(value: 0)
        let resetsDone = DispatchSemaphore(value: 0)
        let outcome = Locked<(resetter: Bool?, bystander: Bool?, processWide: Bool?)>((nil, nil, nil))
        let processContainer = Container()
        processContainer.bind(Self.session, to: Tracked.self) { _ in Tracked("process") }
        let processBefore = processContainer.resolveAssert(Tracked.self)

        let bystander = onThread {
            DependencyIsolation.withFreshState {
                let container = Self.isolatedContainer()
                let lazy = Lazy { Tracked("lazy") }
                Container.withOverrides {
                    $0.bind((any Log).self, value: MockLog())
                } operation: {
                    let before = HeldInstances(container: container, lazy: lazy, withRepo: true)
                    bystanderBuilt.signal()
                    guard resetsDone.wait(timeout: Watchdog.stepDeadline()) == .success else { return }
                    let after = HeldInstances(container: container, lazy: lazy, withRepo: true)
                    outcome.withLock { $0.bystander = before.allSame(as: after) }
                }
            }
        }
        let resetter = onThread {
            DependencyIsolation.withFreshState {
                let container = Self.isolatedContainer()
                let lazy = Lazy { Tracked("lazy") }
                let before = HeldInstances(container: container, lazy: lazy, withRepo: false)
                guard bystanderBuilt.wait(timeout: Watchdog.stepDeadline()) == .success else { return }
                Scope.reset(Self.session)
                Scope.reset(.singleton)
                Scope.reset(.lazy)
                let after = HeldInstances(container: container, lazy: lazy, withRepo: false)
                outcome.withLock { $0.resetter = before.allRebuilt(in: after) }
            }
        }
        #expect(resetter.wait(timeout: Watchdog.stepDeadline()) == .success, "the resetting thread hangs")
        Scope.reset(Self.session)
        let processAfter = processContainer.resolveAssert(Tracked.self)
        outcome.withLock { $0.processWide = processBefore !== processAfter }
        resetsDone.signal()
        #expect(bystander.wait(timeout: Watchdog.stepDeadline()) == .success, "the bystander thread hangs")

        let result = outcome.withLock { $0 }
        #expect(result.resetter == true, "the resetting test's own instances were not all rebuilt")
        #expect(result.bystander == true, "the other test's instances were rebuilt by a reset it did not make")
        #expect(result.processWide == true, "a reset outside any test did not reset a process-wide cache")
    }
}
