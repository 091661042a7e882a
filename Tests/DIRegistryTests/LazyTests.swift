@_spi(Testing) import DICore
import DIRegistry
import DITesting
import Testing

@Suite("Lazy and WeakLazy lifetimes", .isolatedDependencies)
struct LazyTests {
    @Test("Lazy builds on first access, once, and keeps the instance")
    func lazyRetainsOnce() {
        let builds = AtomicCounter()
        let lazy = Lazy(builder: { ExpensiveResource(counter: builds) })
        #expect(builds.value == 0)
        let first = lazy.instance
        let second = lazy.instance
        #expect(first === second)
        #expect(builds.value == 1)
    }

    @Test("Lazy builds once when eight tasks race for the first access")
    func lazyBuildsOnceUnderRaces() async {
        let builds = AtomicCounter()
        // Lazy is not Sendable (its builder need not be); this builder is, and the test races it on purpose.
        nonisolated(unsafe) let lazy = Lazy(builder: { ExpensiveResource(counter: builds) })
        let serials = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { lazy.instance.serial }
            }
            return await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(serials == [1])
        #expect(builds.value == 1)
    }

    @Test("WeakLazy hands out the same instance while someone holds it")
    func weakLazySharesWhileHeld() {
        let builds = AtomicCounter()
        let weakLazy = WeakLazy(builder: { ExpensiveResource(counter: builds) })
        let holder = weakLazy.instance
        #expect(weakLazy.instance === holder)
        #expect(builds.value == 1)
    }

    @Test("WeakLazy releases its instance with the last holder and builds a new one next time")
    func weakLazyReleases() {
        let builds = AtomicCounter()
        let weakLazy = WeakLazy(builder: { ExpensiveResource(counter: builds) })
        weak var released: ExpensiveResource?
        do {
            let holder = weakLazy.instance
            released = holder
            #expect(released != nil)
        }
        #expect(released == nil)
        #expect(weakLazy.instance.serial == 2)
    }

    @Test("builders that read registries from racing threads do not deadlock")
    func buildersReadingRegistriesDoNotDeadlock() async {
        // Not Sendable (their builders need not be); these builders are, and the test races them on purpose.
        nonisolated(unsafe) let launcherNames = Lazy(builder: { FeatureRegistry.shared.launcher.name })
        let builds = AtomicCounter()
        nonisolated(unsafe) let launcher = WeakLazy(builder: { () -> ExpensiveResource in
            _ = CoreRegistry.shared.experimentLauncher
            return ExpensiveResource(counter: builds)
        })
        let names = await withTaskGroup(of: String.self) { group in
            for index in 0..<16 {
                group.addTask { index.isMultiple(of: 2) ? launcherNames.instance : "\(launcher.instance.serial > 0)" }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(names == ["mock", "true"])
    }

    @Test("a Lazy builder that reads its own instance stops with a cycle instead of deadlocking")
    func lazySelfReadIsACycle() {
        final class Holder: @unchecked Sendable {
            var lazy: Lazy<Int>?
        }
        let holder = Holder()
        holder.lazy = Lazy(builder: { (holder.lazy?.instance ?? 0) + 1 })
        let error = DiagnosticReporter.captureTrap { _ = holder.lazy?.instance }
        #expect(error?.code == .circularDependency)
        #expect(error?.fix.contains("must not read that same instance") == true)
    }
}
