/// What the Graphviz and Mermaid renderings share: how nodes are grouped, labelled and marked.
extension WiringReport {
    /// A box around related nodes: one per container, and one per other kind of provider.
    struct Group {
        let title: String
        let nodes: [WiringNode]
    }

    /// The nodes in boxes, containers first (in name order), then overrides, registries, static contexts,
    /// worlds and consumers; nodes that nothing binds stand outside any box.
    var groups: (boxed: [Group], loose: [WiringNode]) {
        let bindings = Dictionary(grouping: nodes.filter { $0.kind == .binding }, by: { $0.container ?? "" })
        var boxed = bindings.keys.sorted().map { Group(title: "Container \($0)", nodes: bindings[$0]!) }
        let titled: [(WiringNode.Kind, String)] = [
            (.override, "Overrides"), (.registry, "Registries"), (.staticContext, "Static contexts"),
            (.world, "Worlds"), (.consumer, "Consumers"),
        ]
        for (kind, title) in titled {
            let members = nodes.filter { $0.kind == kind }
            if !members.isEmpty {
                boxed.append(Group(title: title, nodes: members))
            }
        }
        return (boxed, nodes.filter { $0.kind == .unbound })
    }

    /// The ids of nodes that some problem is about, drawn in red.
    var troubledNodeIDs: Set<String> {
        Set(problems.map(\.node))
    }
}

extension WiringNode {
    /// The name without module qualifiers (`MyApp.Logger, id "a.b"` → `Logger, id "a.b"`), for drawings.
    var shortName: String {
        // A world's field is already short, and its type is part of its name (`World.now`).
        guard kind != .world else { return name }
        var result = ""
        var token = ""
        var inQuotes = false
        func flush() {
            if let first = token.first, first.isLetter || first == "_", let dot = token.lastIndex(of: "."),
                token.index(after: dot) < token.endIndex
            {
                result += token[token.index(after: dot)...]
            } else {
                result += token
            }
            token = ""
        }
        for character in name {
            if character == "\"" {
                flush()
                inQuotes.toggle()
                result.append(character)
            } else if !inQuotes, character.isLetter || character.isNumber || character == "_" || character == "." {
                token.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// The short name and, when there is one, the lifetime on a second line.
    var drawingLines: [String] {
        [shortName] + (lifetime.map { [$0] } ?? [])
    }
}
