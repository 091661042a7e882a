import DIWrappers
import FeedClient
import FileSystemClient
import Foundation
import LoggingClient

/// Fetches the feed at `url` and writes its digest to `name` in `directory`; returns how many headlines it holds.
///
/// Its dependencies are function-local `@Inject`s, the spelling for swift-dependencies' function-local
/// `@Dependency`: each resolves at its first read, from the override, binding or declared value in force.
public func saveDigest(of url: URL, named name: String, into directory: String) async throws -> Int {
    @Inject var feeds: FeedClient
    @Inject var files: FileClient
    @Inject var log: LogClient

    log.log("fetching \(url.absoluteString)")
    let found = headlines(inFeed: try await feeds.fetch(url))
    let path = (directory as NSString).appendingPathComponent(name)
    try files.write(digestText(of: found), path)
    log.log("wrote \(found.count) headlines to \(path)")
    return found.count
}
