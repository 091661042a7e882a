import ArgumentParser
import DIWrappers
import LoggingClient

/// The `feeds` tool: saves a feed's digest and lists the digests saved.
@main
struct Feeds: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Saves the digests of feeds and lists them.",
        subcommands: [SaveDigest.self, ListShelf.self]
    )

    // Shadows ArgumentParser's main(), which parses and validates the options
    // at once: the wiring must run first, since validate() reads dependencies.
    static func main() async {
        Container.bind(LogClient.self, value: .standardError(tag: "feeds"))
        await main(nil)
    }
}
