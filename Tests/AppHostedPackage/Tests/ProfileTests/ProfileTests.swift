import DITesting
import Foundation
import HostedApp
import Testing

@Suite("A second test target")
struct ProfileTests {
    @Test("records the process it runs in", .enabled(if: recordFolder != nil))
    func recordsItsProcess() throws {
        try record("\(getpid())", as: "ProfileTests.pid")
    }
}

@Suite("A trap beside other tests")
struct ParallelTrap {
    @Test("a test of another target, running when the trap happens", .enabled(if: trapRun))
    func runsBesideTheTrap() async throws {
        try record("started", as: "beside-started")
        // Runs until the trap ends the process, however late it comes; five minutes only if it never does.
        try await Task.sleep(for: .seconds(300))
        try record("finished", as: "beside-finished")
    }
}
