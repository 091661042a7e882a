import DITesting
import Testing
import UserApp

// This test stops the test process on purpose: `run.sh` checks that the message names it.

@Suite("A trap names its test (stops the process)", .enabled(if: Deliberately.trap))
struct TrapTests {
    @Test("an @Inject with nothing bound traps and names this test")
    func injectWithNothingBound() {
        _ = WelcomeScreen().greeter
    }
}
