import Foundation

/// What a diagram of `Docs/Diagrams` claims about the code, so a test can prove the claims still hold: the symbols its
/// labels name in backticks and the tests its `proved by:` comments name.
///
/// A picture is drawn from a hand-written Graphviz source; nothing else ties it to the code. A renamed symbol or a
/// renamed (or deleted) proving test shows up here instead of in a stale picture.
///
/// ```swift
/// for diagram in try DiagramClaims.diagrams() {
///     #expect(try DiagramClaims.problems(inDiagram: diagram).isEmpty)
/// }
/// ```
package enum DiagramClaims {
    /// A test a diagram names as the proof of what it shows.
    package struct ProvingTest: Equatable, Sendable {
        /// The test file, relative to the package root.
        package let path: String
        /// The test's display name, as written in its `@Test("…")`.
        package let name: String
    }

    /// Every Graphviz source of `Docs/Diagrams`, relative to the package root.
    package static func diagrams() throws -> [String] {
        let folder = MarkedExamples.packageRoot.appendingPathComponent("Docs/Diagrams")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".dot") }
            .sorted().map { "Docs/Diagrams/\($0)" }
    }

    /// The symbols named in backticks, each the leading name of the backticked text (`` `Task.detached` { } `` names
    /// `Task.detached`; `` `.isolatedDependencies` `` names `.isolatedDependencies`).
    package static func symbols(in diagram: String) -> [String] {
        matches(of: #"`(\.?[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)[^`\n]*`"#, in: diagram).map { $0[0] }
    }

    /// The tests named by `proved by:` lines: a `Tests/….swift` path followed by one or more quoted test names.
    package static func provingTests(in diagram: String) -> [ProvingTest] {
        let references = matches(of: #"(Tests/[A-Za-z0-9_/+.-]+\.swift)((?:[ ,]*"[^"\n]+")+)"#, in: diagram)
        return references.flatMap { reference in
            matches(of: #""([^"\n]+)""#, in: reference[1]).map { ProvingTest(path: reference[0], name: $0[0]) }
        }
    }

    /// What no longer holds in the diagram at `path`: symbols that no Swift file of `Sources` or `Tests` mentions, and
    /// proving tests whose file or `@Test` name is gone.
    package static func problems(inDiagram path: String) throws -> [String] {
        let root = MarkedExamples.packageRoot
        let diagram = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let swift = try swiftSources()
        var problems: [String] = []
        let declared = declaredNames(in: swift)
        for symbol in Set(symbols(in: diagram)).sorted() where !exists(symbol, in: swift, declared: declared) {
            problems.append("\(path): `\(symbol)` is in no Swift file of Sources or Tests")
        }
        for test in provingTests(in: diagram) {
            let file = root.appendingPathComponent(test.path)
            guard let source = try? String(contentsOf: file, encoding: .utf8) else {
                problems.append("\(path): \(test.path), named as proof, does not exist")
                continue
            }
            if !source.contains("\"\(test.name)\"") {
                problems.append("\(path): \(test.path) has no test named \"\(test.name)\"")
            }
        }
        return problems
    }

    /// Whether `symbol` is in `sources`: written out whole (`Task.detached`), or, for `Owner.member`, with every
    /// part declared (`AmbientWorld.current` is `static var current` in an extension of `AmbientWorld`).
    package static func exists(_ symbol: String, in sources: String, declared: Set<String>) -> Bool {
        if mentions(symbol, in: sources) {
            return true
        }
        let parts = symbol.split(separator: ".").map(String.init)
        return parts.count > 1 && parts.allSatisfy(declared.contains)
    }

    /// Every name `sources` declares: types, extensions, functions, properties and cases.
    package static func declaredNames(in sources: String) -> Set<String> {
        let pattern =
            #"\b(?:class|struct|enum|protocol|actor|typealias|func|var|let|case|extension)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        return Set(matches(of: pattern, in: sources).map { $0[0] })
    }

    /// Whether `symbol` occurs in `sources` as a whole name (not inside a longer identifier).
    package static func mentions(_ symbol: String, in sources: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: symbol)
        let pattern = (symbol.hasPrefix(".") ? "" : #"(?<![A-Za-z0-9_.])"#) + escaped + #"(?![A-Za-z0-9_])"#
        return sources.range(of: pattern, options: .regularExpression) != nil
    }

    /// Every Swift file under `Sources` and `Tests`, joined.
    private static func swiftSources() throws -> String {
        let root = MarkedExamples.packageRoot
        var texts: [String] = []
        for folder in ["Sources", "Tests"] {
            guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else {
                continue
            }
            for case let path as String in walker where path.hasSuffix(".swift") && !path.contains(".build") {
                let file = root.appendingPathComponent(folder).appendingPathComponent(path)
                texts.append(try String(contentsOf: file, encoding: .utf8))
            }
        }
        return texts.joined(separator: "\n")
    }

    /// The capture groups of every match of `pattern` in `text`.
    private static func matches(of pattern: String, in text: String) -> [[String]] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}
