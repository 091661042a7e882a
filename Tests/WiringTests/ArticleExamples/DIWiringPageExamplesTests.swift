import DIWrappers
import DocumentationChecks
import Testing

// The examples of Sources/DIWiring/DIWiring.docc/DIWiring.md, compiled and run. Each block the page marks as
// compiled here appears verbatim below (see `everyMarkedExampleIsCompiled`).

@Suite("DIWiring's landing page: its examples")
struct DIWiringPageExamplesTests {
    @Test("a recording of one resolution has its edge and no problem, with a style's import alone")
    func recordingOfOneResolution() {
        let checkout = Container(name: "checkout")
        checkout.bind(.singleton, to: Logger.self) { _ in Logger() }
        checkout.bind(Analytics.self) { container in
            Analytics(logger: container.resolveAssert())
        }

        let (_, report) = WiringReport.recording {
            _ = checkout.resolveAssert(Analytics.self)
        }
        #expect(report.problems.isEmpty, "\(report.text)")
        #expect(
            report.edges.map(\.description).contains {
                $0.hasSuffix(".Logger (binding)")
            })
    }

    @Test("every example the page marks as compiled is compiled here")
    func everyMarkedExampleIsCompiled() throws {
        let page = "Sources/DIWiring/DIWiring.docc/DIWiring.md"
        let path = "Tests/WiringTests/ArticleExamples/DIWiringPageExamplesTests.swift"
        #expect(try MarkedExamples.markedTestPaths(documentPath: page) == [path])
        let (marked, missing) = try MarkedExamples.missingExamples(documentPath: page, testPath: path)
        #expect(marked > 0)
        #expect(missing.isEmpty, "not compiled in \(path): \(missing)")
    }
}
