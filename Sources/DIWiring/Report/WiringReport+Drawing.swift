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

    /// `text` as a drawing's quoted label shows it: every line break (`\n`, `\r\n`, `\r`, U+2028, …) becomes
    /// `lineBreak`, every other control character its Swift escape (`\u{7}`), so no name can end a line or a
    /// statement early, and each scalar left is what `escape` makes of it (itself when it returns `nil`).
    ///
    /// Works on unicode scalars, not characters: a quote fused with a combining mark is still a quote.
    static func labelText(_ text: String, lineBreak: String, escape: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        func append(_ scalar: Unicode.Scalar) {
            if let escaped = escape(scalar) {
                result += escaped
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn {
                continue
            }
            if isLineBreak(scalar) {
                result += lineBreak
            } else if scalar.properties.generalCategory == .control {
                "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars.forEach(append)
            } else {
                append(scalar)
            }
        }
        return result
    }

    /// The scalars Unicode reads as the end of a line.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
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
