import DocumentationChecks
import Foundation
import Testing

/// The articles that say what reports and traces cover name their proving tests; each named test must exist.
@Suite("Proving tests of the report and trace articles")
struct ArticleProofsTests {
    static let articles = [
        "README.md", "Docs/DIToolkit.docc/Testing.md", "Docs/DIToolkit.docc/TestingPitfalls.md",
        "Docs/DIToolkit.docc/DebuggingTheWiring.md", "Docs/DIToolkit.docc/Diagnostics.md",
        "Sources/DICore/DICore.docc/ReportingProblems.md",
    ]

    @Test("every test a `proved by:` comment names on one line exists, with that name", arguments: articles)
    func namedTestsExist(article: String) throws {
        let root = MarkedExamples.packageRoot
        let text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
        let tests = DiagramClaims.provingTests(in: text)
        #expect(!tests.isEmpty)
        for test in tests {
            let source = try? String(contentsOf: root.appendingPathComponent(test.path), encoding: .utf8)
            #expect(source != nil, "\(article): \(test.path) does not exist")
            #expect(source?.contains("\"\(test.name)\"") == true, "\(article): \(test.path) has no \"\(test.name)\"")
        }
    }
}
