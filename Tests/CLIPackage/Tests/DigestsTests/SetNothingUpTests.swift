import DITesting
import Digests
import Testing

// Neither test binds, overrides or wires anything: the code they call reads
// the file system and the logger, whose modules declare their test values.
@Suite(.isolatedDependencies)
struct ShelfTests {
    @Test("the shelf lists each digest with its headline count")
    func listsTheShelf() throws {
        let entries = try shelf(in: "digests")
        #expect(entries.map(\.headlineCount) == [2, 2])
    }

    @Test("a digest's headlines are read from its file")
    func readsADigest() throws {
        let found = try headlines(inDigestAt: "digests/2026-11-01.md")
        #expect(found == ["Headline one of 2026-11-01.md", "Headline two"])
    }
}
