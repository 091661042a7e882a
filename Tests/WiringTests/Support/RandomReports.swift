import DIWiring

/// A small, seeded random number generator (SplitMix64), so a failing case can be run again from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Wiring reports whose names are hostile: the characters DOT, Mermaid and JSON read as syntax, every
/// ASCII control character, line breaks of every kind, combining marks that fuse with a quote, and other
/// unicode.
enum RandomReports {
    /// The pieces a random name is made of; some are several characters, which a renderer must also survive.
    static let pieces: [String] = {
        let syntax = [
            "\"", "'", "`", "\\", "[", "]", "(", ")", "{", "}", "<", ">", "|", "#", "&", ";", ":", "-", "%", "/",
            ",", ".", "=", "*", "_", "@", "$", "?", "!", "~", "^", "-->", "<br/>", "#quot;", "&amp;", "\\n", "\\\"",
            "end", "subgraph", "digraph", "{}", "[]",
        ]
        let breaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + ["\u{7F}", "\u{9B}"]
        let unicode = [
            "é", "日本", "👩‍💻", "🇨🇭", "\"\u{301}", "\\\u{301}", "#\u{301}", "<\u{301}", "|\u{20DD}", "Ω", "ß", "\u{200B}",
            "\u{FEFF}", "\u{202E}",
        ]
        let plain = ["Logger", "App", "Swift.Int", "MyApp.Clock", " ", "id", "0", "42", "a", "Z"]
        return syntax + breaks + controls + unicode + plain
    }()

    static func name(using generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 1...8, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// A report of 1–8 nodes of every kind, edges between them of every source, and problems about some of them.
    static func report(seed: UInt64) -> WiringReport {
        var generator = SeededGenerator(seed: seed)
        let nodeCount = Int.random(in: 1...8, using: &generator)
        let nodes = (0..<nodeCount).map { _ -> WiringNode in
            let kind = WiringNode.Kind.allCases.randomElement(using: &generator)!
            let lifetime = Bool.random(using: &generator) ? name(using: &generator) : nil
            let container = kind == .binding ? name(using: &generator) : nil
            return WiringNode(kind: kind, name: name(using: &generator), container: container, lifetime: lifetime)
        }
        let edges = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
            WiringEdge(
                from: nodes.randomElement(using: &generator)!.id, to: nodes.randomElement(using: &generator)!.id,
                source: WiringSource.allCases.randomElement(using: &generator)!)
        }
        let problems = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            WiringProblem(
                kind: WiringProblem.Kind.allCases.randomElement(using: &generator)!,
                node: nodes.randomElement(using: &generator)!.id, detail: name(using: &generator))
        }
        return WiringReport(nodes: nodes, edges: edges, problems: problems)
    }
}
