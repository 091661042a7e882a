import DITesting
import DIWiring
import ExampleApp
import Foundation
import Testing

@Suite("di-compare wiring")
struct WiringCommandTests {
    @Test(
        "writes the example app's report, without a problem, in each format",
        .dependencies { $0.world = .mock() },
        arguments: ["text", "json", "dot", "mermaid"])
    func writes(format: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-\(UUID()).\(format)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(WiringCommand.run(arguments: ["--format", format, "--output", path]) == 0)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("JokeViewModel"))
        if format == "json" {
            let report = try JSONDecoder().decode(WiringReport.self, from: Data(written.utf8))
            #expect(report.nodes.count == 9)
            #expect(report.problems.isEmpty)
        }
    }

    @Test(
        "refuses an unknown format or argument with the usage status", arguments: [["--format", "png"], ["--pretty"]])
    func usageError(arguments: [String]) {
        #expect(WiringCommand.run(arguments: arguments) == 64)
    }
}
