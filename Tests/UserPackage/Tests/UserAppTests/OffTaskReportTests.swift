import DIEffects
import Dispatch
import Testing
import UserApp

// Each test here must FAIL the run: `reports.sh` checks how.

@Suite("A report off every test's task (must fail the run)", .enabled(if: Deliberately.fail))
struct OffTaskReportTests {
    @Test("a report made on a thread of its own fails the test run, attributed to no test")
    func reportOnAThreadOfItsOwn() {
        let done = DispatchSemaphore(value: 0)
        greetOnAThreadOfItsOwn(world: .unimplemented()) { _ in done.signal() }
        done.wait()
    }
}
