import ArgumentParser
import Digests

/// `feeds shelf DIRECTORY`: lists the digests in a directory with their headline counts.
struct ListShelf: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shelf",
        abstract: "Lists the digests in a directory with their headline counts."
    )

    @Argument(help: "The directory holding the digests.")
    var directory = "."

    func run() throws {
        for entry in try shelf(in: directory) {
            print("\(entry.name): \(entry.headlineCount) headlines")
        }
    }
}
