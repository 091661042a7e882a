@_spi(Testing) import DIReader
import Foundation
import Testing

@Suite("Static contexts: thread-safe storage, scoped switch, per-test isolation")
struct StaticContextTests {
    @Test("a static resolver declared with StaticContextStorage resolves from the live context")
    func storageStartsLive() {
        #expect(StaticClock.resolve.context is LiveClock)
        #expect(StaticClock.clockNow != frozenDate)
    }

    @Test("the scoped withContext(StaticType.self, context) { } switches the static context inside only")
    func scopedSwitchIsScoped() {
        let inside = withContext(StaticClock.self, StoppedClock(instant: frozenDate)) {
            StaticClock.clockNow
        }
        #expect(inside == frozenDate)
        #expect(StaticClock.clockNow != frozenDate)
    }

    @Test(
        "a value extended from a static resolver sees the static context",
        arguments: [false, true]
    )
    func staticExtendPropagates(isScopedToStopped: Bool) {
        let ticker =
            isScopedToStopped
            ? withContext(StaticClock.self, StoppedClock(instant: frozenDate)) { StaticClock.ticker }
            : StaticClock.ticker
        #expect((ticker.clockNow == frozenDate) == isScopedToStopped)
    }

    @Test("a value created lazily from a static resolver sees the static context")
    func staticLazyPropagates() {
        let ticker = withContext(StaticClock.self, StoppedClock(instant: frozenDate)) {
            StaticClock.resolve[Ticker()]
        }
        #expect(ticker.clockNow == frozenDate)
    }

    @Test("scoped switches nest: the innermost wins and the outer one returns afterwards")
    func scopedSwitchesNest() {
        let outerInstant = Date(timeIntervalSince1970: 1)
        let innerInstant = Date(timeIntervalSince1970: 2)
        withContext(StaticClock.self, StoppedClock(instant: outerInstant)) {
            let inner = withContext(StaticClock.self, StoppedClock(instant: innerInstant)) { StaticClock.clockNow }
            #expect(inner == innerInstant)
            #expect(StaticClock.clockNow == outerInstant)
        }
    }

    @Test("the scoped switch is invisible to a concurrent task")
    func scopedSwitchInvisibleToConcurrentTask() async {
        let (entered, enteredSignal) = AsyncStream<Void>.makeStream()
        let (observed, observedSignal) = AsyncStream<Date>.makeStream()
        async let scoped: Date = withContext(StaticClock.self, StoppedClock(instant: frozenDate)) {
            enteredSignal.yield()
            for await _ in observed { break }
            return StaticClock.clockNow
        }
        async let concurrent: Date = {
            for await _ in entered { break }
            let seen = StaticClock.clockNow
            observedSignal.yield(seen)
            return seen
        }()
        let (insideScope, fromConcurrentTask) = await (scoped, concurrent)
        #expect(insideScope == frozenDate)
        #expect(fromConcurrentTask != frozenDate)
    }

    @Test("child tasks started inside the async scoped switch see the switched context")
    func scopedSwitchReachesChildTasks() async {
        let seen = await withContext(StaticClock.self, StoppedClock(instant: frozenDate)) {
            await withTaskGroup(of: Date.self) { group in
                for _ in 0..<4 { group.addTask { StaticClock.clockNow } }
                return await group.reduce(into: [Date]()) { $0.append($1) }
            }
        }
        #expect(seen == Array(repeating: frozenDate, count: 4))
    }

    @Test("the scoped switch ends when its closure throws")
    func scopedSwitchEndsOnThrow() {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try withContext(StaticClock.self, StoppedClock(instant: frozenDate)) { throw Failure() }
        }
        #expect(StaticClock.clockNow != frozenDate)
    }

    @Test("inside withFreshState, the process-wide switch changes only this test's copy")
    func processWideSwitchIsIsolatedPerTest() async {
        let (switched, switchedSignal) = AsyncStream<Void>.makeStream()
        let (checked, checkedSignal) = AsyncStream<Void>.makeStream()
        async let isolated: Date = DependencyIsolation.withFreshState {
            withContext(IsolatedClock.self, StoppedClock(instant: frozenDate))
            switchedSignal.yield()
            for await _ in checked { break }
            return IsolatedClock.clockNow
        }
        async let outside: Date = {
            for await _ in switched { break }
            let seen = IsolatedClock.clockNow
            checkedSignal.yield()
            return seen
        }()
        let (insideTest, outsideTest) = await (isolated, outside)
        #expect(insideTest == frozenDate)
        #expect(outsideTest != frozenDate)
    }

    @Test("the process-wide switch is seen from other threads and can be switched back")
    func processWideSwitchIsShared() async {
        withContext(GloballySwitchedClock.self, StoppedClock(instant: frozenDate))
        let seenElsewhere = await Task.detached { GloballySwitchedClock.clockNow }.value
        withContext(GloballySwitchedClock.self, LiveClock())
        #expect(seenElsewhere == frozenDate)
        #expect(GloballySwitchedClock.clockNow != frozenDate)
    }

    @Test("concurrent process-wide switches and reads never tear: every read is one of the written contexts")
    func concurrentSwitchesAreSafe() async {
        let instants = (0..<8).map { Date(timeIntervalSince1970: Double($0) * 1_000) }
        let seen = await DependencyIsolation.withFreshState {
            await withTaskGroup(of: Date.self) { group in
                for instant in instants {
                    group.addTask {
                        withContext(IsolatedClock.self, StoppedClock(instant: instant))
                        return IsolatedClock.clockNow
                    }
                }
                return await group.reduce(into: Set<Date>()) { $0.insert($1) }
            }
        }
        #expect(seen.isSubset(of: Set(instants)))
        #expect(!seen.isEmpty)
    }

    @Test("a DependencyOverrides entry holding a bare context under the storage key switches the static context")
    func overrideWithBareContext() {
        let stopped: ClockContext = StoppedClock(instant: frozenDate)
        let seen = DependencyOverrides.with {
            $0.set(StaticClock.contextStorage.key, value: stopped)
        } operation: {
            StaticClock.clockNow
        }
        #expect(seen == frozenDate)
    }

    @Test("an override of the wrong type is reported with the fix and the live context is used")
    func overrideOfWrongTypeIsReported() throws {
        let (seen, reports) = DiagnosticReporter.collectReports {
            DependencyOverrides.with {
                $0.set(StaticClock.contextStorage.key, value: "not a context")
            } operation: {
                StaticClock.clockNow
            }
        }
        #expect(seen != frozenDate)
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.code == .typeMismatch)
        #expect(report.fix.hasPrefix("switch the context with withContext(StaticClock.self, context) { … }"))
    }

    @Test("the storage's key is the documented override key")
    func storageKey() {
        #expect(
            StaticClock.contextStorage.key
                == DependencyKey(StaticClock.self, identifier: ContextStorageIdentifier.context))
    }

    @Test("Corridor's `static var resolve = `default`` still works with nonisolated(unsafe)")
    func legacyStaticSpelling() {
        #expect(LegacyStaticType.resolve[\.now] != .distantPast)
        withContext(LegacyStaticType.self, MockContext())
        #expect(LegacyStaticType.resolve[\.now] == .distantPast)
    }
}
