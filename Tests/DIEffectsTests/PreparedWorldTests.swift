import DIEffects
import Foundation
import Testing

/// `prepareWorld` inside a test's fresh state, where each test prepares its own world; the process-wide
/// preparation at launch is proved in a child process (Tests/HardeningTests/PreparedWorldProcessTests.swift).
@Suite("The ambient World prepared once")
struct PreparedWorldTests {
    static func date(_ seconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    // Answers swift-dependencies Tests/DependenciesTests/PrepareDependenciesTests.swift isolation1…isolation4.
    @Test("each test prepares its own world, and tests running in parallel see only theirs", arguments: 1...4)
    func eachTestPreparesItsOwn(seconds: Int) {
        DependencyIsolation.withFreshState {
            prepareWorld { $0.now = CommonDependencies.Now.constant(Self.date(seconds)) }
            #expect(World.current.now() == Self.date(seconds))
        }
    }

    @Test("the prepared world starts from the test world: the fields it does not set stay unimplemented")
    func preparationStartsFromTheContextsWorld() {
        DependencyIsolation.withFreshState {
            prepareWorld { $0.now = CommonDependencies.Now.constant(Self.date(1)) }
            let (_, reports) = DiagnosticReporter.collectReports { _ = World.current.uuid() }
            #expect(reports.map(\.summary) == ["Unimplemented: UUID (this test's world does not set it)"])
        }
    }

    @Test("a scope still wins over the prepared world, and another context gets its own world")
    func scopesWinOverThePreparation() {
        DependencyIsolation.withFreshState {
            prepareWorld { $0.now = CommonDependencies.Now.constant(Self.date(1)) }
            withWorld {
                $0.now = CommonDependencies.Now.constant(Self.date(2))
            } operation: {
                #expect(World.current.now() == Self.date(2))
            }
            DependencyContext.withContext(.preview) {
                #expect(World.current.locale() == World.preview.locale())
            }
            #expect(World.current.now() == Self.date(1))
        }
    }

    @Test("a world prepared in one context is that context's world; code in another context reads its own")
    func preparationBelongsToItsContext() {
        DependencyIsolation.withFreshState {
            DependencyContext.withContext(.live) {
                prepareWorld { $0.now = CommonDependencies.Now.constant(Self.date(5)) }
            }
            #expect(DependencyContext.withContext(.live) { World.current.now() } == Self.date(5))
            let (_, reports) = DiagnosticReporter.collectReports { _ = World.current.now() }
            #expect(reports.map(\.summary) == ["Unimplemented: Now (no world was set for this test)"])
        }
    }

    @Test("a test's .dependencies-style overrides start from the world the test prepared")
    func overridesStartFromThePreparedWorld() {
        DependencyIsolation.withFreshState {
            prepareWorld {
                $0.now = CommonDependencies.Now.constant(Self.date(1))
                $0.uuid = { UUID(uuidString: "00000000-0000-0000-0000-000000000001")! }
            }
            DependencyOverrides.with {
                $0.world.now = CommonDependencies.Now.constant(Self.date(3))
            } operation: {
                #expect(World.current.now() == Self.date(3))
                #expect(World.current.uuid().uuidString == "00000000-0000-0000-0000-000000000001")
            }
        }
    }

    // Answers swift-dependencies' runtime warning for preparing a dependency twice
    // (Sources/Dependencies/DependencyValues.swift, prepareDependencies).
    @Test("a second preparation is ignored and reported as DI004, naming where the first was made")
    func secondPreparationIsReported() throws {
        try DependencyIsolation.withFreshState {
            prepareWorld { $0.now = CommonDependencies.Now.constant(Self.date(1)) }
            let (_, reports) = DiagnosticReporter.collectReports {
                prepareWorld { $0.now = CommonDependencies.Now.constant(Self.date(2)) }
            }
            let report = try #require(reports.first)
            #expect(reports.count == 1 && report.code == .registryAssignedTwice)
            #expect(report.summary == "prepareWorld was called a second time; the second call was ignored.")
            #expect(report.facts.first?.value.hasPrefix("DIEffectsTests/PreparedWorldTests.swift:") == true)
            #expect(report.fix.contains("withWorld"))
            #expect(World.current.now() == Self.date(1))
        }
    }

    @Test("a preparation after the world was first read is ignored and reported as DI015")
    func preparationAfterTheFirstReadIsReported() throws {
        try DependencyIsolation.withFreshState {
            let before = World.current
            let (_, reports) = DiagnosticReporter.collectReports {
                prepareWorld { $0.now = CommonDependencies.Now.constant(Self.date(1)) }
            }
            let report = try #require(reports.first)
            #expect(reports.count == 1 && report.code == .launchEnvironmentTrustedTooLate)
            #expect(
                report.summary
                    == "prepareWorld came after World.current was first read, so the prepared world was ignored.")
            #expect(report.fix.hasPrefix("call prepareWorld first thing at launch"))
            let (_, afterReports) = DiagnosticReporter.collectReports { _ = World.current.now() }
            let (_, beforeReports) = DiagnosticReporter.collectReports { _ = before.now() }
            #expect(afterReports.map(\.summary) == beforeReports.map(\.summary))
        }
    }
}
