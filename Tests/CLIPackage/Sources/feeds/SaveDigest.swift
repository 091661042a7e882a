import ArgumentParser
import Digests
import Foundation

/// `feeds digest FEED --output DIRECTORY`: writes the feed's headlines to a digest file.
struct SaveDigest: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "digest",
        abstract: "Writes the headlines of a feed to a digest file."
    )

    @Argument(help: "The feed's URL, or the path of a feed file.")
    var feed: String

    @Option(help: "The directory the digest is written to; it must exist.")
    var output = "."

    @Option(help: "The digest file's name.")
    var name = "digest.md"

    func validate() throws {
        guard isListableDirectory(output) else {
            throw ValidationError("Cannot list the output directory '\(output)'. Create it, or pass another --output.")
        }
    }

    func run() async throws {
        let url = URL(string: feed).flatMap { $0.scheme == nil ? nil : $0 } ?? URL(fileURLWithPath: feed)
        let count = try await saveDigest(of: url, named: name, into: output)
        print("saved \(count) headlines to \(name)")
    }
}
