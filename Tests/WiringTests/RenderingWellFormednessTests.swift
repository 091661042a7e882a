import DIWiring
import Foundation
import Testing

@Suite("Every rendering of a wiring report stays well-formed, whatever the names")
struct RenderingWellFormednessTests {
    /// Seeds of the random reports; each test case is one seed, so a failure names the seed to run again.
    static let seeds: [UInt64] = Array(1...400)

    @Test("DOT output of a report with hostile names is well-formed", arguments: seeds)
    func dot(seed: UInt64) {
        let report = RandomReports.report(seed: seed)
        let problems = RenderingSyntax.dotProblems(report.dot, nodes: report.nodes.count, edges: report.edges.count)
        #expect(problems.isEmpty, "seed \(seed): \(problems)\n\(report.dot)")
    }

    @Test("Mermaid output of a report with hostile names is well-formed", arguments: seeds)
    func mermaid(seed: UInt64) {
        let report = RandomReports.report(seed: seed)
        let problems = RenderingSyntax.mermaidProblems(
            report.mermaid, nodes: report.nodes.count, edges: report.edges.count)
        #expect(problems.isEmpty, "seed \(seed): \(problems)\n\(report.mermaid)")
    }

    @Test("JSON output of a report with hostile names parses and decodes to the same report", arguments: seeds)
    func json(seed: UInt64) throws {
        let report = RandomReports.report(seed: seed)
        let data = Data(report.json.utf8)
        #expect(throws: Never.self, "seed \(seed)") { try JSONSerialization.jsonObject(with: data) }
        #expect(try JSONDecoder().decode(WiringReport.self, from: data) == report, "seed \(seed)")
    }

    @Test("the checks themselves catch a raw line break, an open quote and a stray Mermaid entity")
    func checksCatchBrokenText() {
        #expect(
            !RenderingSyntax.dotProblems("digraph wiring {\n  \"a\nb\" [label=\"x\"];\n}\n", nodes: 1, edges: 0).isEmpty
        )
        #expect(!RenderingSyntax.dotProblems("digraph wiring {\n  \"a [label=\"x\"];\n}\n", nodes: 1, edges: 0).isEmpty)
        #expect(
            RenderingSyntax.dotProblems("digraph wiring {\n  \"a\" [label=\"x\\ny\"];\n}\n", nodes: 1, edges: 0) == [])
        #expect(!RenderingSyntax.mermaidProblems("flowchart LR\n  n0(\"a#b\")\n", nodes: 1, edges: 0).isEmpty)
        #expect(!RenderingSyntax.mermaidProblems("flowchart LR\n  n0(\"a\n\")\n", nodes: 1, edges: 0).isEmpty)
        #expect(RenderingSyntax.mermaidProblems("flowchart LR\n  n0(\"a#quot;<br/>b\")\n", nodes: 1, edges: 0) == [])
    }
}
