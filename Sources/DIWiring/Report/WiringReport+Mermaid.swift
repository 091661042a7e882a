extension WiringReport {
    /// The report as a Mermaid flowchart, for a Markdown page or a pull request comment.
    ///
    /// Nodes are named `n0`, `n1`, … in ``nodes`` order, so the text stays stable; labels carry the
    /// short name and lifetime.
    ///
    /// ```swift
    /// let markdown = "```mermaid\n" + report.mermaid + "```"
    /// ```
    public var mermaid: String {
        let index = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, "n\($0)") })
        let troubled = troubledNodeIDs
        var lines = ["flowchart LR"]
        let (boxed, loose) = groups
        for (number, group) in boxed.enumerated() {
            lines.append("  subgraph group\(number)[\(Self.mermaidLabel([group.title]))]")
            lines.append(contentsOf: group.nodes.map { "    \(index[$0.id]!)\(Self.mermaidShape($0))" })
            lines.append("  end")
        }
        lines.append(contentsOf: loose.map { "  \(index[$0.id]!)\(Self.mermaidShape($0))" })
        for edge in edges {
            let arrow = edge.source == .binding ? "-->" : "-->|\(Self.mermaidText(edge.source.rawValue))|"
            lines.append("  \(index[edge.from]!) \(arrow) \(index[edge.to]!)")
        }
        let marked = nodes.filter { troubled.contains($0.id) }.map { index[$0.id]! }
        if !marked.isEmpty {
            lines.append("  classDef problem stroke:#c62828,stroke-width:2px,color:#c62828")
            lines.append("  class \(marked.joined(separator: ",")) problem")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaidShape(_ node: WiringNode) -> String {
        let label = mermaidLabel(node.drawingLines)
        return node.kind == .unbound ? "[/\(label)/]" : "(\(label))"
    }

    /// A quoted Mermaid label; lines are joined with `<br/>`.
    private static func mermaidLabel(_ lines: [String]) -> String {
        "\"" + lines.map(mermaidText).joined(separator: "<br/>") + "\""
    }

    /// Text with the characters Mermaid reads as syntax replaced by its entities (`#quot;`, `#35;`, …),
    /// line breaks by `<br/>` and other control characters by their Swift escapes.
    ///
    /// Mermaid reads `"` as the end of a label, `#…;` as an entity, `|` as the end of an edge label, a
    /// leading backtick as a Markdown label, and `<`, `>` and `&` as HTML, so each is written as an entity.
    private static func mermaidText(_ text: String) -> String {
        labelText(text, lineBreak: "<br/>") { scalar in
            switch scalar {
            case "\"": "#quot;"
            case "#": "#35;"
            case "&": "#amp;"
            case "<": "#lt;"
            case ">": "#gt;"
            case "|": "#124;"
            case "`": "#96;"
            default: nil
            }
        }
    }
}
