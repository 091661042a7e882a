import DITesting
import DIWrappers
import XCTest

/// Runs inside `DependencyLogXCTests`, never on its own: its method names do not start with `test`.
final class LiveValueProbe: IsolatedDependenciesTestCase {
    override var failsOnLiveValues: Bool {
        true
    }

    func reachesALiveValue() {
        let container = Container(name: "live")
        container.bind((any Greeter).self) { _ in FixedGreeter("live") }
        _ = container.resolve((any Greeter).self)
    }

    func reachesATestValue() {
        let container = Container(name: "tested")
        container.bind(Palette.self, live: { _ in Palette(name: "brand") }, test: { _ in Palette(name: "plain") })
        _ = container.resolve(Palette.self)
    }

    /// Runs `method` as a test case of its own and returns its run.
    static func run(_ method: @escaping (LiveValueProbe) -> () -> Void, named name: String) -> XCTestRun? {
        let probe = LiveValueProbe(name: name) { test in
            method(test as! LiveValueProbe)()
        }
        probe.run()
        return probe.testRun
    }
}

/// A test class that only logs: its log is printed, and a live value does not fail it.
final class LoggingProbe: IsolatedDependenciesTestCase {
    override var logsDependencies: Bool {
        true
    }

    func reachesALiveValue() {
        let container = Container(name: "live")
        container.bind((any Greeter).self) { _ in FixedGreeter("live") }
        _ = container.resolve((any Greeter).self)
        XCTAssertEqual(TaskRegion.current?.recorder?.resolvedNodeIDs, ["live: DITestingTests.Greeter"])
    }
}

final class DependencyLogXCTests: XCTestCase {
    func testFailsOnLiveValuesFailsATestThatReachedALiveValue() {
        let run = LiveValueProbe.run(LiveValueProbe.reachesALiveValue, named: "reachesALiveValue (expected to fail)")
        XCTAssertEqual(run?.failureCount, 1)
    }

    func testFailsOnLiveValuesPassesATestThatReachedOnlyTestValues() {
        let run = LiveValueProbe.run(LiveValueProbe.reachesATestValue, named: "reachesATestValue")
        XCTAssertEqual(run?.failureCount, 0)
    }

    func testLogsDependenciesRecordsTheTestWithoutFailingIt() {
        let probe = LoggingProbe(name: "reachesALiveValue") { test in
            (test as! LoggingProbe).reachesALiveValue()
        }
        probe.run()
        XCTAssertEqual(probe.testRun?.failureCount, 0)
        XCTAssertEqual(probe.testRun?.executionCount, 1)
    }
}
