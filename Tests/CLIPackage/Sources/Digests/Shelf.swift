import DIWrappers
import FileSystemClient
import Foundation
import LoggingClient

/// One digest on the shelf: its file's name and how many headlines it holds.
public struct ShelfEntry: Equatable, Sendable {
    /// The digest file's name.
    public var name: String
    /// How many headlines the digest holds.
    public var headlineCount: Int

    /// An entry for the digest file `name` holding `headlineCount` headlines.
    public init(name: String, headlineCount: Int) {
        self.name = name
        self.headlineCount = headlineCount
    }
}

/// The digests (`.md` files) in `directory`, each with its headline count.
public func shelf(in directory: String) throws -> [ShelfEntry] {
    @Inject var files: FileClient
    @Inject var log: LogClient

    let names = try files.list(directory).filter { $0.hasSuffix(".md") }
    log.log("\(names.count) digests in \(directory)")
    return try names.map { name in
        let text = try files.read((directory as NSString).appendingPathComponent(name))
        return ShelfEntry(name: name, headlineCount: headlines(inDigest: text).count)
    }
}

/// The headlines of the digest file at `path`.
public func headlines(inDigestAt path: String) throws -> [String] {
    @Inject var files: FileClient
    @Inject var log: LogClient

    log.log("reading \(path)")
    return headlines(inDigest: try files.read(path))
}
