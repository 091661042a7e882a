import DIRegistry
import DITesting
import Testing
import XCTest

@Suite("The .isolatedDependencies trait")
struct IsolatedDependenciesTraitTests {
    @Test("isolation is not active without the trait")
    func inactiveWithoutTrait() {
        #expect(!DependencyIsolation.isActive)
    }

    @Test("the trait runs the test in fresh state", .isolatedDependencies)
    func activeWithTrait() {
        #expect(DependencyIsolation.isActive)
        #expect(!CoreRegistry.hasDesiredImplementation)
    }

    @Test("each parameterised case gets its own fresh state", .isolatedDependencies, arguments: 0..<10)
    func eachCaseIsFresh(run: Int) async {
        #expect(!CoreRegistry.hasDesiredImplementation)
        let mine = CoreRegistry.live("case-\(run)")
        CoreRegistry.assignDesiredImplementation(to: mine)
        await Task.yield()
        #expect(CoreRegistry.shared === mine)
    }
}

/// If the XCTest base class did not isolate, whichever test runs second would see the other's assignment.
final class BuoyTestCaseTests: BuoyTestCase {
    override func setUp() {
        super.setUp()
        XCTAssertTrue(DependencyIsolation.isActive, "setUp runs inside the test's fresh state")
    }

    func testFirstTestStartsWithTheMock() {
        XCTAssertFalse(CoreRegistry.hasDesiredImplementation)
        XCTAssertTrue(CoreRegistry.shared.experimentLauncher is MockExperimentLauncher)
        CoreRegistry.assignDesiredImplementation(to: .live("first"))
        XCTAssertEqual(CoreRegistry.shared.experimentLauncher.name, "first")
    }

    func testSecondTestStartsWithTheMock() {
        XCTAssertFalse(CoreRegistry.hasDesiredImplementation)
        CoreRegistry.assignDesiredImplementation(to: .live("second"))
        XCTAssertEqual(CoreRegistry.shared.experimentLauncher.name, "second")
    }

    func testVerificationPassesInXCTestWhenEverythingIsAssigned() {
        assignEveryFixtureRegistry()
        let missing = RegistryVerification.testRegistriesHaveDesiredImplementationsSet(declared: allFixtureRegistries)
        XCTAssertTrue(missing.isEmpty)
    }
}

final class IsolatedDependenciesTestCaseTests: IsolatedDependenciesTestCase {
    func testRunsInFreshState() {
        XCTAssertTrue(DependencyIsolation.isActive)
        XCTAssertFalse(CoreRegistry.hasDesiredImplementation)
        CoreRegistry.assignDesiredImplementation(to: .live())
    }

    func testAsyncTestRunsInFreshState() async {
        XCTAssertTrue(DependencyIsolation.isActive)
        await Task.yield()
        XCTAssertFalse(CoreRegistry.hasDesiredImplementation)
        CoreRegistry.assignDesiredImplementation(to: .live())
    }

    func testAssignmentOfAnotherTestIsInvisible() {
        XCTAssertFalse(CoreRegistry.hasDesiredImplementation)
        CoreRegistry.assignDesiredImplementation(to: .live())
    }
}
