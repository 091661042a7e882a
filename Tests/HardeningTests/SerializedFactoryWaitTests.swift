import Foundation
import Testing

@Suite("Waits inside a container that serializes its factories")
struct SerializedFactoryWaitTests {
    @Test("a factory blocked on a thread resolving from the same serialized container: that thread gets DI011")
    func blockedFactoryIsReportedNotHung() async throws {
        let outcome = try await TrapProcess.run("serialized-factory-wait")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .exit && outcome.status == 0, "\(outcome.reason) \(outcome.status)")
        let output = outcome.standardOutput.collapsingSpaces
        #expect(output.hasPrefix("other threw DI011\n"), "stdout was:\n\(output)")
        #expect(output.contains("Owner path: Swift.Int"), "stdout was:\n\(output)")
        #expect(output.hasSuffix("outer: 1\n"), "stdout was:\n\(output)")
    }
}
