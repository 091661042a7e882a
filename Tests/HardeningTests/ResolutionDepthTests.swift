import Foundation
import Testing

@Suite("Resolution depth")
struct ResolutionDepthTests {
    /// The signal a stack overflow ends a process with.
    static let segmentationFault: Int32 = 11

    @Test("a 4,000-deep graph stops with DI012 naming the path's head and tail, not SIGSEGV (child process)")
    func deepGraphStopsAtTheDefaultLimit() async throws {
        let outcome = try await TrapProcess.run("deep-graph-4000")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .uncaughtSignal, "\(outcome.reason) \(outcome.status)")
        #expect(outcome.status != Self.segmentationFault, "the child overflowed its stack")
        let message = outcome.standardError.collapsingSpaces
        #expect(message.contains("Code: DI012"), "stderr was:\n\(message)")
        #expect(message.contains("Head: Swift.Int, id 0 -> Swift.Int, id 1 -> Swift.Int, id 2"))
        #expect(message.contains("Swift.Int, id 998 -> Swift.Int, id 999 -> Swift.Int, id 1000"))
        #expect(message.contains("Depth: 1001 (limit 1000)"), "stderr was:\n\(message)")
        #expect(message.contains("ResolutionLimits.maximumDepth"))
    }

    @Test("a deep graph on a small thread stack stops with DI012 before the stack runs out (child process)")
    func smallStackStopsWithHeadroomCheck() async throws {
        let outcome = try await TrapProcess.run("deep-graph-small-stack")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .uncaughtSignal, "\(outcome.reason) \(outcome.status)")
        #expect(outcome.status != Self.segmentationFault, "the child overflowed its stack")
        let message = outcome.standardError.collapsingSpaces
        #expect(message.contains("Code: DI012"), "stderr was:\n\(message)")
        #expect(message.contains("Stack left:"), "stderr was:\n\(message)")
    }
}
