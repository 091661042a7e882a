import DITesting
import DIWrappers
import Digests
import FeedClient
import FileSystemClient
import Foundation
import Testing

// Each test changes one endpoint of the file system client; the endpoints it leaves alone keep their test values.
@Suite(.isolatedDependencies)
struct ChangedEndpointTests {
    @Test(
        "a changed read is what the shelf counts, from the declared test list",
        .dependencies {
            $0.modify(FileClient.self) { $0.read = { _ in "- The only headline\n" } }
        })
    func changedRead() throws {
        #expect(
            try shelf(in: "digests") == [
                ShelfEntry(name: "2026-11-01.md", headlineCount: 1),
                ShelfEntry(name: "2026-11-02.md", headlineCount: 1),
            ])
    }

    @Test("a changed write receives the digest, and read and list keep their test values")
    func changedWrite() async throws {
        let written = WrittenFiles()
        let (count, entries) = try await Container.withOverrides {
            $0.bind(FeedClient.self, value: .previewValue)
            $0.modify(FileClient.self) { $0.write = { text, path in written.record(text, at: path) } }
        } operation: {
            let count = try await saveDigest(
                of: URL(string: "https://example.com/feed.xml")!, named: "today.md", into: "digests")
            return (count, try shelf(in: "digests"))
        }
        #expect(count == 2)
        #expect(
            written.byPath == ["digests/today.md": "# Digest\n\n- Previewed headline\n- Another previewed headline\n"])
        #expect(entries.map(\.name) == ["2026-11-01.md", "2026-11-02.md"])
    }

    @Test(
        "a change inside an override starts from the value in force, the trait's change included",
        .dependencies {
            $0.modify(FileClient.self) { $0.list = { _ in ["only.md", "notes.txt"] } }
        })
    func changesCompose() throws {
        let entries = try Container.withOverrides {
            $0.modify(FileClient.self) { $0.read = { _ in "- One\n- Two\n- Three\n" } }
        } operation: {
            try shelf(in: "digests")
        }
        #expect(entries == [ShelfEntry(name: "only.md", headlineCount: 3)])
    }
}
