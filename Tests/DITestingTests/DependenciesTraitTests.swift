import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

private let epoch = Date(timeIntervalSince1970: 0)
private let later = Date(timeIntervalSince1970: 60)

@Suite("The .dependencies trait")
struct DependenciesTraitTests {
    @Test(
        "one line isolates the test and overrides a binding and a world field",
        .dependencies {
            $0.bind((any Greeter).self, value: FixedGreeter("trait"))
            $0.world.now = CommonDependencies.Now.constant(epoch)
        })
    func isolatesAndOverrides() {
        #expect(DependencyIsolation.isActive)
        #expect(!Container.main.isBound((any Greeter).self))  // a fresh, empty main
        #expect(Container.resolveAssert((any Greeter).self).greeting == "trait")
        #expect(World.current.now() == epoch)
    }

    @Test(
        "the trait overrides a registry and a static Reader context",
        .dependencies {
            $0.setRegistry(GreetingRegistry(greeter: FixedGreeter("overridden registry")))
            $0.setContext(GreetingBanner.self, FixedGreetingContext("overridden context"))
        })
    func overridesRegistryAndContext() {
        #expect(GreetingRegistry.shared.greeter.greeting == "overridden registry")
        #expect(GreetingBanner.text == "overridden context")
    }

    @Test("a world field set in the trait keeps the other fields of the test's world: they still report")
    func worldStartsFromTheTestWorld() {
        var overrides = DependencyOverrides()
        overrides.world.now = CommonDependencies.Now.constant(epoch)
        let (uuidReports, nowReports) = DependencyOverrides.with {
            $0 = overrides
        } operation: {
            (
                DiagnosticReporter.collectReports { _ = World.current.uuid() }.1,
                DiagnosticReporter.collectReports { _ = World.current.now() }.1
            )
        }
        #expect(uuidReports.map(\.summary) == ["Unimplemented: UUID (this test's world does not set it)"])
        #expect(nowReports.isEmpty)
    }

    @Test("an effect of a test that set no world is reported at the test's own line, not inside DIEffects")
    func noWorldReportPointsAtTheTest() throws {
        let test = try #require(Test.current)
        let (_, reports) = DiagnosticReporter.collectReports { _ = World.current.uuid() }
        let report = try #require(reports.first)
        #expect(report.summary == "Unimplemented: UUID (no world was set for this test)")
        #expect(report.location.fileID == test.sourceLocation.fileID)
        #expect(report.location.line == UInt(test.sourceLocation.line))
    }
}

/// A suite-level trait applies to each test; a test-level one runs inside it and refines it.
@Suite(
    "A test's .dependencies refines its suite's",
    .dependencies {
        $0.bind((any Greeter).self, value: FixedGreeter("suite"))
        $0.bind(String.self, id: "suite only", value: "from the suite")
        $0.world.now = CommonDependencies.Now.constant(epoch)
        $0.world.timeZone = CommonDependencies.TimeZones.constant(CommonDependencies.TimeZones.gmt)
    })
struct NestedDependenciesTraitTests {
    @Test("without a trait of its own a test gets the suite's overrides")
    func suiteOnly() {
        #expect(Container.resolveAssert((any Greeter).self).greeting == "suite")
        #expect(World.current.now() == epoch)
    }

    @Test(
        "the test's overrides win where they overlap and the suite's stay where they do not",
        .dependencies {
            $0.bind((any Greeter).self, value: FixedGreeter("test"))
            $0.world.now = CommonDependencies.Now.constant(later)
        })
    func testRefinesSuite() {
        #expect(Container.resolveAssert((any Greeter).self).greeting == "test")
        #expect(Container.resolveAssert(String.self, id: "suite only") == "from the suite")
        #expect(World.current.now() == later)
        #expect(World.current.timeZone() == CommonDependencies.TimeZones.gmt)
    }

    @Test("each test of the suite starts from fresh state", arguments: 0..<4)
    func eachTestIsFresh(run: Int) {
        #expect(!Container.main.isBound(Int.self))
        Container.bind(value: run)
        #expect(Container.resolveAssert(Int.self) == run)
    }
}
