import DITesting
import DIWrappers
import Foundation
import HostedApp
import Testing

/// The host app's launch code ran in this process before any test (HostAppLaunch stands in for the app).
@Suite("What the host app's launch leaves in the test process")
struct HostedLaunchTests {
    @Test("a test without isolation gets the test value from the launch wiring the host app ran")
    func launchWiringReachesTheTest() {
        #expect(GreetingViewModel().message(for: "Blob") == "Hello from a test")
    }

    @Test("a test with .isolatedDependencies starts without the host app's bindings", .isolatedDependencies)
    func isolatedTestStartsWithoutThem() {
        #expect(Container.main.resolve((any GreetingService).self) == nil)
    }

    @Test("records the process it runs in", .enabled(if: recordFolder != nil))
    func recordsItsProcess() throws {
        try record("\(getpid())", as: "GreetingTests.pid")
    }
}

@Suite("A trap beside other tests")
struct ParallelTrap {
    @Test(
        "an @Inject with nothing bound traps while a test of the other target is running", .isolatedDependencies,
        .enabled(if: trapRun))
    func trapsBesideARunningTest() async throws {
        // Waits for the test beside it to start, however busy the machine; five minutes only if it never does.
        let started = "\(recordFolder ?? ".")/beside-started"
        let givingUp = ContinuousClock.now + .seconds(300)
        while !FileManager.default.fileExists(atPath: started), ContinuousClock.now < givingUp {
            try await Task.sleep(for: .milliseconds(50))
        }
        // Nothing is bound in this test's fresh state, so the @Inject stops the process with DI001.
        _ = GreetingViewModel().message(for: "Blob")
    }
}
