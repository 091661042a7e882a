import DIEffects
import DIRegistry
import DITesting
import DIWrappers
import Testing
import UserApp
import XCTest

// Each of these tests must FAIL, naming itself and the DI code: `run.sh` checks that they do.
// No trait and no base class: a report fails the plain test that caused it.

@Suite("Loud failures (each test here must fail)", .enabled(if: Deliberately.fail))
struct LoudFailureTests {
    @Test("an unimplemented world's now fails the test")
    func unimplementedNow() {
        _ = greeting(world: World.unimplemented())
    }

    @Test("World.current with no world set fails the test")
    func unsetCurrentWorld() {
        _ = currentGreeting()
    }

    @Test("a registry assigned twice fails the test")
    func registryAssignedTwice() {
        setupRegistries()
        setupRegistries()
    }

    @Test("a live value fails a test with the dependency log's option", .dependencyLog(failingOnLiveValues: true))
    func liveValueFailsTheLoggedTest() {
        let container = Container(name: "app")
        container.bind((any Greeter).self) { _ in LiveGreeter() }
        _ = container.resolve((any Greeter).self)
    }

    @Test(
        "a failing test with the dependency log prints its log",
        .dependencyLog, .dependencies { $0.bind((any Greeter).self, value: MockGreeter()) })
    func failingLoggedTestPrintsItsLog() {
        #expect(WelcomeScreen().greeter.name == "live")
    }

    @Test("a registry the launch forgot fails the whole-process verification", .isolatedDependencies)
    func forgottenRegistryFailsVerification() {
        setupRegistries()
        RegistryVerification.testRegistriesHaveDesiredImplementationsSet()
    }
}

final class LoudFailureXCTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(Deliberately.fail, "run by run.sh, which expects this test to fail")
    }

    func testUnimplementedNowFailsTheTest() {
        _ = greeting(world: World.unimplemented())
    }

    func testUnsetCurrentWorldFailsTheTest() {
        _ = currentGreeting()
    }
}
