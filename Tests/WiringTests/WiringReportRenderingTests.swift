import DIWiring
import Foundation
import Testing

@Suite("A wiring report's renderings")
struct WiringReportRenderingTests {
    /// Two containers, an override, a registry and a missing key.
    static let report = WiringReport(
        nodes: [
            WiringNode(binding: DependencyKey(String.self), container: "main", lifetime: .singleton),
            WiringNode(binding: DependencyKey(Int.self, identifier: "port"), container: "main", lifetime: .transient),
            WiringNode(binding: DependencyKey(Double.self), container: "child", lifetime: .transient),
            WiringNode(kind: .registry, name: "MyApp.CoreRegistry"),
        ],
        edges: [
            WiringEdge(from: "child: Swift.Double", to: "main: Swift.Int, id \"port\"", source: .parent),
            WiringEdge(from: "child: Swift.Double", to: "override: Swift.Bool", source: .override),
            WiringEdge(from: "main: Swift.Int, id \"port\"", to: "unbound: MyApp.Clock", source: .binding),
            WiringEdge(from: "child: Swift.Double", to: "main: Swift.Int, id \"port\"", source: .parent),
        ],
        problems: [
            WiringProblem(
                kind: .missing, node: "unbound: MyApp.Clock", detail: "needed by main: Swift.Int, id \"port\"")
        ])

    @Test("sorts its nodes, removes repeated edges and adds the node an id names when only an edge names it")
    func normalised() {
        #expect(
            Self.report.nodes.map(\.id) == [
                "child: Swift.Double", "main: Swift.Int, id \"port\"", "main: Swift.String", "override: Swift.Bool",
                "registry: MyApp.CoreRegistry", "unbound: MyApp.Clock",
            ])
        #expect(Self.report.node(id: "override: Swift.Bool")?.kind == .override)
        #expect(Self.report.edges.count == 3)
    }

    @Test("as text lists each node with what it resolves, then the problems")
    func text() {
        #expect(
            Self.report.text == """
                6 nodes, 3 edges, 1 problem

                child: Swift.Double (transient)
                  -> main: Swift.Int, id "port" (parent)
                  -> override: Swift.Bool (override)
                main: Swift.Int, id "port" (transient)
                  -> unbound: MyApp.Clock (binding)
                main: Swift.String (singleton)
                override: Swift.Bool
                registry: MyApp.CoreRegistry
                unbound: MyApp.Clock

                Problems:
                  missing: unbound: MyApp.Clock (needed by main: Swift.Int, id "port")

                """)
    }

    @Test("as JSON is versioned, sorted and decodes to the same report")
    func json() throws {
        let json = Self.report.json
        #expect(json.hasPrefix("{\n  \"edges\" : [\n    {\n      \"from\" : \"child: Swift.Double\","))
        #expect(json.contains("\"version\" : 1\n}"))
        let decoded = try JSONDecoder().decode(WiringReport.self, from: Data(json.utf8))
        #expect(decoded == Self.report)
        #expect(decoded.json == json)
    }

    @Test("as JSON of another layout version is refused when decoded")
    func otherVersion() {
        let json = Self.report.json.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(WiringReport.self, from: Data(json.utf8))
        }
    }

    @Test("as Graphviz boxes each container and kind, labels arrows by source and marks problems")
    func graphviz() {
        let dot = Self.report.dot
        #expect(dot.hasPrefix("digraph wiring {\n  rankdir=LR;\n"))
        #expect(dot.contains("  subgraph cluster_0 {\n    label=\"Container child\";"))
        #expect(dot.contains("  subgraph cluster_1 {\n    label=\"Container main\";"))
        #expect(dot.contains("    \"main: Swift.Int, id \\\"port\\\"\" [label=\"Int, id \\\"port\\\"\\ntransient\""))
        #expect(dot.contains("  \"child: Swift.Double\" -> \"main: Swift.Int, id \\\"port\\\"\" [label=\"parent\"];"))
        #expect(dot.contains("  \"main: Swift.Int, id \\\"port\\\"\" -> \"unbound: MyApp.Clock\";"))
        #expect(
            dot.contains(
                "  \"unbound: MyApp.Clock\" [label=\"Clock\", tooltip=\"unbound: MyApp.Clock\", "
                    + "style=\"rounded,dashed\", color=\"#c62828\", penwidth=2, fontcolor=\"#c62828\"];"))
        #expect(dot.hasSuffix("}\n"))
    }

    @Test("as Mermaid names nodes n0, n1, … in order and escapes what Mermaid would read as syntax")
    func mermaid() {
        #expect(
            Self.report.mermaid == """
                flowchart LR
                  subgraph group0["Container child"]
                    n0("Double<br/>transient")
                  end
                  subgraph group1["Container main"]
                    n1("Int, id #quot;port#quot;<br/>transient")
                    n2("String<br/>singleton")
                  end
                  subgraph group2["Overrides"]
                    n3("Bool")
                  end
                  subgraph group3["Registries"]
                    n4("CoreRegistry")
                  end
                  n5[/"Clock"/]
                  n0 -->|parent| n1
                  n0 -->|override| n3
                  n1 --> n5
                  classDef problem stroke:#c62828,stroke-width:2px,color:#c62828
                  class n5 problem

                """)
    }
}
