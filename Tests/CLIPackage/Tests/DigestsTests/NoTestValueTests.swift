import DITesting
import Digests
import Foundation
import Testing

// run.sh runs this suite beside passing ones and checks that DI010 fails this test alone.
@Suite("A client with no test value (this suite must fail)", .enabled(if: Deliberately.fail))
struct NoTestValueTests {
    @Test("saving a digest reaches the feed client, which declares no test value")
    func reachesTheLiveFeed() async throws {
        let feed = FileManager.default.temporaryDirectory.appendingPathComponent("cli-package-\(UUID()).xml")
        try "<item><title>Read live</title></item>".write(to: feed, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: feed) }
        // The live value reads the file, so DI010 is this test's only issue.
        #expect(try await saveDigest(of: feed, named: "live.md", into: "digests") == 1)
    }
}
