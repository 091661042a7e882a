import DIEffects
import DIRegistry
import DITesting
import DIWrappers
import DocumentationChecks
import ExampleApp
import Foundation
import Testing

// The examples of Docs/DIToolkit.docc/DebuggingTheWiring.md, compiled and run. Each block the article marks
// as compiled here appears verbatim below (see `everyMarkedExampleIsCompiled`).

@Suite("Debugging the wiring: the article's examples")
struct DebuggingTheWiringExamplesTests {
    @Test("a trace prints where each of the screen's dependencies came from", .dependencies { $0.world = .mock() })
    func traceLines() {
        let trace = TraceLines()
        let jokes = AppWiring.makeContainers()
        ResolutionTrace.printing(to: trace.output) {
            _ = jokes.resolveAssert(JokeViewModel.self)
        }
        #expect(
            trace.lines == [
                "jokes: ExampleApp.JokeViewModel (transient, binding, <time>)",
                "  app: ExampleApp.JokeAPI (singleton, parent, <time>)",
                "    world: World (override, kept, <time>)",
                "    app: ExampleApp.AppLogger (singleton, parent, <time>)",
                "  app: ExampleApp.JokeCache (weak, parent, <time>)",
                "  jokes: ExampleApp.JokeFormatter (transient, binding, <time>)",
                "    static context: ExampleApp.JokeTone (test value, kept, <time>)",
                "  registry: ExampleApp.SettingsRegistry (mock, <time>)",
                "  world: World (override, kept, <time>)",
                "  world: World.now (override, kept, <time>)",
            ])
    }

    @Test("the article's trace, printed", .dependencies { $0.world = .mock() })
    func printedTrace() {
        let jokes = AppWiring.makeContainers()
        ResolutionTrace.printing {
            _ = jokes.resolveAssert(JokeViewModel.self)
        }
    }

    @Test("the article's recording of what one resolution reached", .dependencies { $0.world = .mock() })
    func recording() {
        let jokes = AppWiring.makeContainers()
        let (_, report) = WiringReport.recording {
            jokes.resolveAssert(JokeViewModel.self)
        }
        print(report.text)
        #expect(report.nodes.map(\.id).contains("registry: ExampleApp.SettingsRegistry"))
        #expect(report.problems.isEmpty)
    }

    @Test("every example the article marks as compiled is compiled here or in the example app")
    func everyMarkedExampleIsCompiled() throws {
        let article = "Docs/DIToolkit.docc/DebuggingTheWiring.md"
        let paths = [
            "Sources/ExampleApp/AppWiring.swift",
            "Tests/WiringTests/ArticleExamples/DebuggingTheWiringExamplesTests.swift",
        ]
        #expect(try MarkedExamples.markedTestPaths(documentPath: article) == Set(paths))
        for path in paths {
            let (marked, missing) = try MarkedExamples.missingExamples(documentPath: article, testPath: path)
            #expect(marked > 0)
            #expect(missing.isEmpty, "not compiled in \(path): \(missing)")
        }
    }
}

@Test(.dependencies { $0.world = .mock() })
func appsWiringHasNoProblem() {
    AppWiring.setupRegistries()
    let report = AppWiring.makeContainers().wiringReport(entryPoints: [
        DependencyKey(JokeViewModel.self)
    ])
    .merging(BaseRegistry.wiringReport())
    #expect(report.problems.isEmpty, "\(report.text)")
}
