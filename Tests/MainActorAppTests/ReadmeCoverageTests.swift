import DocumentationChecks
import Foundation
import Testing

/// Every README example is in the files this target and `Tests/AppPackage` compile with the main actor as the
/// default isolation.
@Suite("README examples in a MainActor-by-default target, all of them")
struct ReadmeCoverageTests {
    @Test(
        "every README example is compiled unchanged here and in the app package's MainActor target",
        arguments: ["Tests/MainActorAppTests", "Tests/AppPackage/Tests/MainActorReadmeTests"])
    func readmeExamplesAreCompiledHere(directory: String) throws {
        let root = MarkedExamples.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = MarkedExamples.swiftBlocks(
            in: readme, compiledIn: "Tests/DIConformanceTests/ReadmeExamplesTests.swift")
        #expect(blocks.count == 6)
        let files = ["ReadmeExamplesTests.swift", "ReadmeCode.swift"].map { "\(directory)/\($0)" }
        let source = try files.map {
            MarkedExamples.normalized(try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }.joined(separator: "\n")
        for block in blocks where !source.contains(MarkedExamples.normalized(block)) {
            Issue.record("README.md has an example \(directory) does not compile:\n\(block)")
        }
    }
}
