extension WiringReport {
    /// The report for a terminal: each node with what it resolves, then the problems.
    ///
    /// ```swift
    /// print(report.text)
    /// // 3 nodes, 2 edges, 1 problem
    /// //
    /// // main: MyApp.Checkout (transient)
    /// //   -> main: MyApp.Logger (binding)
    /// //   -> unbound: MyApp.Clock (binding)
    /// // main: MyApp.Logger (singleton)
    /// // unbound: MyApp.Clock
    /// //
    /// // Problems:
    /// //   missing: unbound: MyApp.Clock (needed by main: MyApp.Checkout)
    /// ```
    public var text: String {
        func count(_ number: Int, _ noun: String) -> String {
            "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        var lines = [
            "\(count(nodes.count, "node")), \(count(edges.count, "edge")), \(count(problems.count, "problem"))"
        ]
        lines.append("")
        let outgoing = Dictionary(grouping: edges, by: \.from)
        for node in nodes {
            lines.append(node.lifetime.map { "\(node.id) (\($0))" } ?? node.id)
            for edge in outgoing[node.id] ?? [] {
                lines.append("  -> \(edge.to) (\(edge.source.rawValue))")
            }
        }
        if !problems.isEmpty {
            lines.append("")
            lines.append("Problems:")
            lines.append(contentsOf: problems.map { "  \($0)" })
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
