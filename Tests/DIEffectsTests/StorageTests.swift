import DIEffects
import Foundation
import Testing

@Suite("Key-value store and file system")
struct StorageTests {
    @Test("an in-memory store round-trips Codable values and removes them")
    func inMemoryStore() throws {
        let store = KeyValueStore.inMemory()
        try store.set(["a", "b"], forKey: "recent")
        #expect(try store.value([String].self, forKey: "recent") == ["a", "b"])
        store.removeValue(forKey: "recent")
        #expect(try store.value([String].self, forKey: "recent") == nil)
    }

    @Test("each in-memory store is independent")
    func independentStores() throws {
        let first = KeyValueStore.inMemory()
        let second = KeyValueStore.inMemory()
        try first.set(1, forKey: "count")
        #expect(try second.value(Int.self, forKey: "count") == nil)
    }

    @Test("the live store persists through UserDefaults")
    func liveStore() throws {
        let suite = "DIEffectsTests.\(UUID().uuidString)"
        let store = KeyValueStore.live(suiteName: suite)
        try store.set(42, forKey: "answer")
        #expect(try KeyValueStore.live(suiteName: suite).value(Int.self, forKey: "answer") == 42)
        store.removeValue(forKey: "answer")
        #expect(store.data("answer") == nil)
    }

    @Test("an unimplemented store reports reads and writes")
    func unimplementedStore() {
        let store = KeyValueStore.unimplemented()
        let (value, reports) = DiagnosticReporter.collectReports {
            store.setData(Data(), "key")
            return store.data("key")
        }
        #expect(value == nil)
        #expect(summaries(reports) == ["Unimplemented: KeyValueStore.setData", "Unimplemented: KeyValueStore.data"])
    }

    @Test("an in-memory file system reads, writes, lists and removes files")
    func inMemoryFiles() throws {
        let files = FileSystem.inMemory()
        try files.write(Data("a".utf8), URL(fileURLWithPath: "/notes/a.txt"))
        try files.write(Data("b".utf8), URL(fileURLWithPath: "/notes/b.txt"))
        try files.write(Data("deep".utf8), URL(fileURLWithPath: "/notes/archive/c.txt"))
        #expect(try files.read(URL(fileURLWithPath: "/notes/a.txt")) == Data("a".utf8))
        #expect(try files.list(URL(fileURLWithPath: "/notes")).map(\.lastPathComponent) == ["a.txt", "b.txt"])
        try files.remove(URL(fileURLWithPath: "/notes/a.txt"))
        #expect(throws: CocoaError.self) { try files.read(URL(fileURLWithPath: "/notes/a.txt")) }
        #expect(throws: CocoaError.self) { try files.remove(URL(fileURLWithPath: "/notes/a.txt")) }
    }

    @Test("the live file system works in a temporary folder")
    func liveFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DIEffects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = FileSystem.live
        try files.write(Data("x".utf8), folder.appendingPathComponent("x.txt"))
        #expect(try files.read(folder.appendingPathComponent("x.txt")) == Data("x".utf8))
        #expect(try files.list(folder).map(\.lastPathComponent) == ["x.txt"])
        try files.remove(folder.appendingPathComponent("x.txt"))
        #expect(try files.list(folder).isEmpty)
    }

    @Test("an unimplemented file system reports and throws for every operation")
    func unimplementedFiles() {
        let files = FileSystem.unimplemented()
        let url = URL(fileURLWithPath: "/x")
        let (_, reports) = DiagnosticReporter.collectReports {
            _ = try? files.read(url)
            try? files.write(Data(), url)
            try? files.remove(url)
            _ = try? files.list(url)
        }
        #expect(
            summaries(reports) == [
                "Unimplemented: FileSystem.read", "Unimplemented: FileSystem.write",
                "Unimplemented: FileSystem.remove", "Unimplemented: FileSystem.list",
            ])
    }
}
