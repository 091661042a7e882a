import Foundation

/// What "well-formed" means for each rendering of a wiring report, checked without the real tools.
///
/// Each check returns the problems it found (empty when the text is well-formed), so a failing property
/// test shows what broke and where.
enum RenderingSyntax {
    /// The scalars a renderer must never leave raw inside a quoted string: every line break and control character.
    static func isRawBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// A Graphviz DOT graph: quoted strings close, escapes are complete, no raw line break or control character
    /// sits inside a string, braces and brackets balance outside strings, and each node and edge is one statement.
    static func dotProblems(_ dot: String, nodes: Int, edges: Int) -> [String] {
        var problems: [String] = []
        var skeletons: [String] = []
        var skeleton = ""
        var inString = false
        var escaping = false
        var braces = 0
        var brackets = 0
        for scalar in dot.unicodeScalars {
            if inString {
                if escaping {
                    escaping = false
                    if isRawBreakOrControl(scalar) {
                        problems.append("an escaped raw U+\(hex(scalar)) in a string")
                    }
                } else if scalar == "\\" {
                    escaping = true
                } else if scalar == "\"" {
                    inString = false
                } else if isRawBreakOrControl(scalar) {
                    problems.append("a raw U+\(hex(scalar)) in a string")
                }
                continue
            }
            switch scalar {
            case "\"":
                inString = true
                skeleton += "S"
            case "\n":
                skeletons.append(skeleton.trimmingCharacters(in: .whitespaces))
                skeleton = ""
            case "{": braces += 1
            case "}": braces -= 1
            case "[": brackets += 1
            case "]": brackets -= 1
            default:
                if isRawBreakOrControl(scalar) {
                    problems.append("a raw U+\(hex(scalar)) outside a string")
                }
            }
            if scalar != "\"" && scalar != "\n" {
                skeleton.unicodeScalars.append(scalar)
            }
            if braces < 0 || brackets < 0 {
                problems.append("a closing brace or bracket with nothing open")
            }
        }
        if inString { problems.append("a string that never closes") }
        if braces != 0 || brackets != 0 { problems.append("unbalanced braces or brackets") }
        let nodeStatements = skeletons.filter { $0.hasPrefix("S [") && $0.hasSuffix("];") }.count
        let edgeStatements = skeletons.filter { $0.hasPrefix("S -> S") && $0.hasSuffix(";") }.count
        if nodeStatements != nodes { problems.append("\(nodeStatements) node statements for \(nodes) nodes") }
        if edgeStatements != edges { problems.append("\(edgeStatements) edge statements for \(edges) edges") }
        return problems
    }

    /// A Mermaid flowchart: one statement per line, each of a shape the renderer writes; every label quoted
    /// on one line; inside a label no quote, no raw line break or control character, no `|`, backtick or raw
    /// `&`, `<` and `>` only as `<br/>`, and `#` only as the start of an entity (`#quot;`, `#35;`, …).
    static func mermaidProblems(_ mermaid: String, nodes: Int, edges: Int) -> [String] {
        var problems: [String] = []
        var counts = (nodes: 0, edges: 0, subgraphs: 0, ends: 0)
        let lines = mermaid.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for scalars in lines {
            let line = String(String.UnicodeScalarView(scalars))
            let (skeleton, labels) = splitLabels(line)
            guard let skeleton else {
                problems.append("a label that does not close on its line: \(line.debugDescription)")
                continue
            }
            for label in labels {
                problems += labelProblems(label)
            }
            for scalar in skeleton.unicodeScalars where isRawBreakOrControl(scalar) {
                problems.append("a raw U+\(hex(scalar)) outside a label")
            }
            let statement = skeleton.trimmingCharacters(in: .whitespaces)
            if statement.wholeMatch(of: /n\d+\(L\)|n\d+\[\/L\/\]/) != nil {
                counts.nodes += 1
            } else if statement.wholeMatch(of: /n\d+ -->(\|[a-z ]+\|)? n\d+/) != nil {
                counts.edges += 1
            } else if statement.wholeMatch(of: /subgraph group\d+\[L\]/) != nil {
                counts.subgraphs += 1
            } else if statement == "end" {
                counts.ends += 1
            } else if statement != "flowchart LR", !statement.hasPrefix("classDef problem "),
                statement.wholeMatch(of: /class n\d+(,n\d+)* problem/) == nil
            {
                problems.append("a line of no known shape: \(line.debugDescription)")
            }
        }
        if counts.nodes != nodes { problems.append("\(counts.nodes) node statements for \(nodes) nodes") }
        if counts.edges != edges { problems.append("\(counts.edges) edge statements for \(edges) edges") }
        if counts.subgraphs != counts.ends { problems.append("\(counts.subgraphs) subgraphs and \(counts.ends) ends") }
        return problems
    }

    /// The line with each quoted label replaced by `L`, and the labels; `nil` if a quote never closes.
    ///
    /// Splits on the quote scalar, not the quote character, so a quote fused with a combining mark still counts.
    private static func splitLabels(_ line: String) -> (String?, [String]) {
        var outside = ""
        var labels: [String] = []
        var label: String?
        for scalar in line.unicodeScalars {
            if scalar == "\"" {
                if let finished = label {
                    labels.append(finished)
                    label = nil
                } else {
                    label = ""
                    outside += "L"
                }
            } else if label != nil {
                label!.unicodeScalars.append(scalar)
            } else {
                outside.unicodeScalars.append(scalar)
            }
        }
        return label == nil ? (outside, labels) : (nil, [])
    }

    /// Scans scalar by scalar, as Mermaid's JavaScript does: a combining mark after `;` must not hide the `;`.
    private static func labelProblems(_ label: String) -> [String] {
        var problems: [String] = []
        let scalars = Array(label.unicodeScalars)
        var index = 0
        func startsWith(_ text: String, at position: Int) -> Bool {
            let wanted = Array(text.unicodeScalars)
            return position + wanted.count <= scalars.count
                && Array(scalars[position..<position + wanted.count]) == wanted
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if startsWith("<br/>", at: index) {
                index += 5
                continue
            }
            if scalar == "#" {
                let entity = ["#quot;", "#amp;", "#lt;", "#gt;"].first { startsWith($0, at: index) }
                var digits = index + 1
                while digits < scalars.count, ("0"..."9").contains(scalars[digits]) { digits += 1 }
                if let entity {
                    index += entity.unicodeScalars.count
                } else if digits > index + 1, digits < scalars.count, scalars[digits] == ";" {
                    index = digits + 1
                } else {
                    problems.append("a # that starts no entity in \(label.debugDescription)")
                    index += 1
                }
                continue
            }
            if isRawBreakOrControl(scalar) {
                problems.append("a raw U+\(hex(scalar)) in \(label.debugDescription)")
            } else if "\"|`&<>".unicodeScalars.contains(scalar) {
                problems.append("a raw \(scalar) in \(label.debugDescription)")
            }
            index += 1
        }
        return problems
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }
}
