import DIEffects
import DITesting
import DIWrappers
import Testing
import XCTest

/// Runs inside `ReportingXCTests`, never on its own: its method names do not start with `test`.
final class ExpectedFailureProbe: XCTestCase {
    func reportsUnimplementedNow() {
        DiagnosticReporter.report(.unimplemented("Now", location: reportLocation))
    }

    func reportsInsideWithKnownIssue() {
        withKnownIssue {
            DiagnosticReporter.report(.unimplemented("Now", location: reportLocation))
        }
    }

    func collectsItsReport() {
        _ = DiagnosticReporter.collectReports {
            DiagnosticReporter.report(.unimplemented("Now", location: reportLocation))
        }
    }

    /// Runs `method` as a test case of its own and returns its run.
    static func run(_ method: @escaping (ExpectedFailureProbe) -> () -> Void, named name: String) -> XCTestRun? {
        let probe = ExpectedFailureProbe(name: name) { test in
            method(test as! ExpectedFailureProbe)()
        }
        probe.run()
        return probe.testRun
    }
}

final class ReportingXCTests: XCTestCase {
    func testAReportFailsTheRunningXCTestCaseWithTheCodeAndTheLocation() {
        let run = ExpectedFailureProbe.run(
            ExpectedFailureProbe.reportsUnimplementedNow, named: "reportsUnimplementedNow (expected to fail)")
        XCTAssertEqual(run?.failureCount, 1)
    }

    func testWithKnownIssueMarksAReportInAnXCTestCaseAsExpected() {
        let run = ExpectedFailureProbe.run(
            ExpectedFailureProbe.reportsInsideWithKnownIssue, named: "reportsInsideWithKnownIssue")
        XCTAssertEqual(run?.failureCount, 0)
    }

    func testCollectReportsStillCollectsInAnXCTestCase() {
        let run = ExpectedFailureProbe.run(ExpectedFailureProbe.collectsItsReport, named: "collectsItsReport")
        XCTAssertEqual(run?.failureCount, 0)
    }

    func testATrapNamesTheRunningXCTestCase() {
        let shown = DIError.unimplemented("Now").namingRunningTest()
        XCTAssertEqual(shown.facts.last, DIError.Fact("Test", name))
    }
}

/// The same probe on DITesting's base class: isolation does not change where a report goes.
final class IsolatedExpectedFailureProbe: IsolatedDependenciesTestCase {
    func reportsUnimplementedNow() {
        DiagnosticReporter.report(.unimplemented("Now", location: reportLocation))
    }
}

final class IsolatedReportingXCTests: XCTestCase {
    func testAReportFailsATestOfTheIsolatedBaseClass() {
        let probe = IsolatedExpectedFailureProbe(name: "reportsUnimplementedNow (expected to fail)") { test in
            (test as! IsolatedExpectedFailureProbe).reportsUnimplementedNow()
        }
        probe.run()
        XCTAssertEqual(probe.testRun?.failureCount, 1)
    }
}

/// `configureDependencies(_:)` is the XCTest counterpart of the `.dependencies { … }` trait.
class ConfiguredXCTestsBase: IsolatedDependenciesTestCase {
    override func configureDependencies(_ dependencies: inout DependencyOverrides) {
        super.configureDependencies(&dependencies)
        dependencies.bind((any Greeter).self, value: FixedGreeter("base"))
        dependencies.world.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 0))
    }
}

final class ConfiguredXCTests: ConfiguredXCTestsBase {
    override func configureDependencies(_ dependencies: inout DependencyOverrides) {
        super.configureDependencies(&dependencies)
        dependencies.bind((any Greeter).self, value: FixedGreeter("subclass"))
    }

    override func setUp() {
        super.setUp()
        XCTAssertEqual(Container.resolveAssert((any Greeter).self).greeting, "subclass", "setUp sees the overrides")
    }

    func testTheSubclassRefinesTheBaseClassOverrides() {
        XCTAssertTrue(DependencyIsolation.isActive)
        XCTAssertEqual(Container.resolveAssert((any Greeter).self).greeting, "subclass")
        XCTAssertEqual(World.current.now(), Date(timeIntervalSince1970: 0))
    }
}
