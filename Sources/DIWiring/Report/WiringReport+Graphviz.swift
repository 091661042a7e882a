extension WiringReport {
    /// The report as a Graphviz graph: a box per container and per kind of provider, an arrow per edge.
    ///
    /// Arrows are labelled with their source unless it is the asked container's own binding;
    /// nodes that a problem is about are red, and keys nothing binds are dashed. Render it with
    /// Graphviz's `dot`:
    ///
    /// ```swift
    /// try report.dot.write(toFile: "wiring.dot", atomically: true, encoding: .utf8)
    /// // dot -Tpng wiring.dot -o wiring.png
    /// ```
    public var dot: String {
        let troubled = troubledNodeIDs
        var lines = [
            "digraph wiring {",
            "  rankdir=LR;",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#eef3fb\", fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#55606e\"];",
        ]
        let (boxed, loose) = groups
        for (index, group) in boxed.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append(
                "    label=\(Self.quoted(group.title)); style=\"rounded\"; color=\"#9aa7b8\"; fontname=\"Helvetica\";")
            for node in group.nodes {
                lines.append("    " + Self.dotNode(node, troubled: troubled.contains(node.id)))
            }
            lines.append("  }")
        }
        for node in loose {
            lines.append("  " + Self.dotNode(node, troubled: troubled.contains(node.id)))
        }
        for edge in edges {
            let label = edge.source == .binding ? "" : " [label=\(Self.quoted(edge.source.rawValue))]"
            lines.append("  \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to))\(label);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dotNode(_ node: WiringNode, troubled: Bool) -> String {
        var attributes = ["label=\(quoted(node.drawingLines.joined(separator: "\n")))", "tooltip=\(quoted(node.id))"]
        if node.kind == .unbound {
            attributes.append("style=\"rounded,dashed\"")
        }
        if troubled {
            attributes.append("color=\"#c62828\", penwidth=2, fontcolor=\"#c62828\"")
        }
        return "\(quoted(node.id)) [\(attributes.joined(separator: ", "))];"
    }

    /// A DOT string literal: quotes and backslashes escaped, a line break as DOT's `\n`, other control
    /// characters as their Swift escapes.
    private static func quoted(_ text: String) -> String {
        let escaped = labelText(text, lineBreak: "\\n") { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            default: nil
            }
        }
        return "\"\(escaped)\""
    }
}
