import DocumentationChecks
import Testing

/// The pictures of Docs/Diagrams name only symbols and proving tests that exist.
@Suite("Diagram claims")
struct DiagramClaimsTests {
    @Test("every backticked symbol and every proving test named in Docs/Diagrams exists")
    func everyClaimExists() throws {
        let diagrams = try DiagramClaims.diagrams()
        #expect(diagrams.contains("Docs/Diagrams/parallel-tests.dot"))
        for diagram in diagrams {
            for problem in try DiagramClaims.problems(inDiagram: diagram) {
                Issue.record("\(problem)")
            }
        }
    }

    @Test("the picture of two parallel tests names its symbols and the tests that prove it")
    func parallelTestsPictureHasClaims() throws {
        let source = try String(
            contentsOf: MarkedExamples.packageRoot.appendingPathComponent("Docs/Diagrams/parallel-tests.dot"),
            encoding: .utf8)
        #expect(DiagramClaims.symbols(in: source).contains("Task.detached"))
        #expect(
            DiagramClaims.provingTests(in: source).map(\.path).contains(
                "Tests/DIWrappersTests/ParallelTestsTests.swift"))
    }

    @Test("a member named through its owner exists when both are declared, and a name nobody has does not")
    func membersThroughTheirOwner() {
        let sources = "extension AmbientWorld {\n    static var current: World { live }\n}\nTask.detached { }"
        let declared = DiagramClaims.declaredNames(in: sources)
        #expect(DiagramClaims.exists("AmbientWorld.current", in: sources, declared: declared))
        #expect(DiagramClaims.exists("Task.detached", in: sources, declared: declared))
        #expect(!DiagramClaims.exists("AmbientWorld.resolveEventually", in: sources, declared: declared))
        #expect(!DiagramClaims.exists("Container", in: sources, declared: declared))
    }

    @Test("a backticked symbol is its leading name, with or without a leading dot")
    func symbolsAreLeadingNames() {
        let label = #"label="`Task.detached` { } and `Task` { }, `.isolatedDependencies`, `Container.main`: x""#
        #expect(
            DiagramClaims.symbols(in: label) == ["Task.detached", "Task", ".isolatedDependencies", "Container.main"])
    }

    @Test("proving tests are read from a path followed by quoted names")
    func provingTestsAreRead() {
        let comment = #"// proved by: Tests/ATests/OneTests.swift "first", "second"; Tests/BTests/Two.swift "third""#
        #expect(
            DiagramClaims.provingTests(in: comment).map { "\($0.path) \($0.name)" } == [
                "Tests/ATests/OneTests.swift first", "Tests/ATests/OneTests.swift second",
                "Tests/BTests/Two.swift third",
            ])
    }

    @Test("a symbol counts only as a whole name, so a renamed one is missing")
    func symbolsMatchWholeNames() {
        let sources = "let task = Task.detached { Container.main }\nstruct ContainerMainView {}"
        #expect(DiagramClaims.mentions("Task.detached", in: sources))
        #expect(DiagramClaims.mentions("Container.main", in: sources))
        #expect(!DiagramClaims.mentions("Container.mainView", in: sources))
        #expect(!DiagramClaims.mentions("Task.detach", in: sources))
        #expect(!DiagramClaims.mentions("ContainerMain", in: sources))
    }
}
