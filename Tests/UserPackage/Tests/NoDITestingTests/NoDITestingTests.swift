import DIEffects
import Foundation
import Testing
import UserApp

// This target does not link DITesting. SwiftPM links every test target of a package into one test binary,
// and UserAppTests links DITesting, so DITesting is loaded here too: this test's report fails it.
// `reports.sh` runs it and checks that it does.

@Suite(
    "A test target without DITesting, in a package where another links it",
    .enabled(if: ProcessInfo.processInfo.environment["USERPACKAGE_EXPECT_FAILURES"] == "1"))
struct NoDITestingTests {
    @Test("an unimplemented world's now fails this test, although this target does not link DITesting")
    func unimplementedNowFailsTheTest() {
        _ = greeting(world: World.unimplemented())
    }
}
