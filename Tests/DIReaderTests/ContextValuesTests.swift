import DIReader
import Foundation
import Testing

private let testDate = Date(timeIntervalSince1970: 100)
private let previewDate = Date(timeIntervalSince1970: 200)

/// A static context declared per context.
private enum ContextualClock: HasStaticContextStorage {
    typealias Context = ClockContext
    static let contextStorage = StaticContextStorage<ContextualClock, any ClockContext>(
        live: LiveClock(), test: StoppedClock(instant: testDate), preview: StoppedClock(instant: previewDate))
}

/// A static context that declares only its live context.
private enum LiveOnlyClock: HasStaticContextStorage {
    typealias Context = ClockContext
    static let contextStorage = StaticContextStorage<LiveOnlyClock, any ClockContext>(live: LiveClock())
}

/// An instance whose default resolver is declared per context.
private struct ContextualTicker: HasInstanceContext {
    typealias Context = ClockContext
    var resolve = Resolver<ContextualTicker, any ClockContext>(live: LiveClock(), test: StoppedClock(instant: testDate))
}

/// Counts how often a context is built, to show only the chosen one is.
private final class BuildCounter: Sendable {
    private let count = Locked(0)
    var value: Int { count.current }

    func clock(_ instant: Date) -> StoppedClock {
        count.withLock { $0 += 1 }
        return StoppedClock(instant: instant)
    }
}

@Suite("Reader contexts per DependencyContext")
struct ContextValuesTests {
    @Test("a static context declared per context reads the test context in a test, without switching")
    func staticStorageReadsTheTestContext() {
        #expect(ContextualClock.clockNow == testDate)
        #expect(DependencyContext.withContext(.preview) { ContextualClock.clockNow } == previewDate)
        #expect(DependencyContext.withContext(.live) { ContextualClock.clockNow } > previewDate)
    }

    @Test("switching still wins over the context values: scoped, and assigned in a test's fresh state")
    func switchingWins() {
        let switched = Date(timeIntervalSince1970: 300)
        #expect(
            withContext(ContextualClock.self, StoppedClock(instant: switched)) { ContextualClock.clockNow } == switched)
        DependencyIsolation.withFreshState {
            withContext(ContextualClock.self, StoppedClock(instant: switched))
            #expect(ContextualClock.clockNow == switched)
        }
        #expect(ContextualClock.clockNow == testDate)
    }

    @Test("a static context with no test context reads live in a test and reports DI010 once per test")
    func staticWithoutTestReports() throws {
        let before = Date()
        let (dates, reports) = DiagnosticReporter.collectReports { [LiveOnlyClock.clockNow, LiveOnlyClock.clockNow] }
        #expect(dates.allSatisfy { $0 >= before })
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.code == .noTestValue)
        #expect(report.summary.hasPrefix("No test value: the static context of DIReaderTests."))
        #expect(report.summary.contains("LiveOnlyClock"))
        #expect(report.location.fileID == "DIReaderTests/ContextValuesTests.swift")
    }

    @Test("a resolver declared per context picks the test context when created in a test")
    func resolverPicksAtCreation() {
        #expect(ContextualTicker().clockNow == testDate)
        #expect(DependencyContext.withContext(.live) { ContextualTicker() }.clockNow > testDate)
    }

    @Test("a resolver declared per context builds only the context it picks")
    func resolverBuildsOnlyTheChosenContext() {
        let builds = BuildCounter()
        let resolver = Resolver<ContextualTicker, any ClockContext>(
            live: builds.clock(.distantPast), test: builds.clock(testDate), preview: builds.clock(previewDate))
        #expect(resolver.context.now == testDate)
        #expect(builds.value == 1)
    }

    @Test("a resolver's launch context, built only when a met launch argument picks it, before the test context")
    func resolverLaunchContext() {
        let builds = BuildCounter()
        let launched = LaunchEnvironment.withLaunch(arguments: ["-fixedClock"]) {
            Resolver<ContextualTicker, any ClockContext>(
                live: builds.clock(.distantPast), test: builds.clock(testDate),
                launch: [.on(.argument("-fixedClock")) { builds.clock(previewDate) }])
        }
        #expect(launched.context.now == previewDate)
        let tested = LaunchEnvironment.withLaunch {
            Resolver<ContextualTicker, any ClockContext>(
                live: builds.clock(.distantPast), test: builds.clock(testDate),
                launch: [.on(.argument("-fixedClock")) { builds.clock(previewDate) }])
        }
        #expect(tested.context.now == testDate)
        #expect(builds.value == 3, "the test context is read before the launch decides; the live one never")
    }

    @Test("a resolver with no test context reads live in a test and reports DI010")
    func resolverWithoutTestReports() {
        let (resolver, reports) = DiagnosticReporter.collectReports {
            Resolver<ContextualTicker, any ClockContext>(live: StoppedClock(instant: .distantFuture))
        }
        #expect(resolver.context.now == .distantFuture)
        #expect(reports.map(\.code) == [.noTestValue])
    }

    @Test("a resolver with no test context is a value that chose once: reading it later reports nothing more")
    func keptResolverWithoutTestReportsOnlyWhereCreated() {
        let (resolver, created) = DiagnosticReporter.collectReports {
            Resolver<ContextualTicker, any ClockContext>(live: StoppedClock(instant: .distantFuture))
        }
        let (now, read) = DiagnosticReporter.collectReports { resolver.context.now }
        #expect(now == .distantFuture)
        #expect(created.map(\.code) == [.noTestValue])
        #expect(read.isEmpty)
    }

    @Test("a static context with no test context reports DI010 in every collecting scope that reads it")
    func staticWithoutTestReportsInEveryScope() {
        let reads = (0..<2).map { _ in DiagnosticReporter.collectReports { LiveOnlyClock.clockNow }.1.map(\.code) }
        #expect(reads == [[.noTestValue], [.noTestValue]])
    }

    @Test("Resolver(context:) and StaticContextStorage(_:) stay the same in every context")
    func plainFormsAreContextIndependent() {
        let (dates, reports) = DiagnosticReporter.collectReports {
            DependencyContext.allCases.map { context in
                DependencyContext.withContext(context) {
                    Resolver<Ticker, any ClockContext>(context: StoppedClock(instant: testDate)).context.now
                }
            }
        }
        #expect(dates == [testDate, testDate, testDate])
        #expect(reports.isEmpty)
    }
}
