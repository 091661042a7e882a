import DocumentationChecks
import Foundation
import Testing

/// The Graphviz sources in `Docs/Diagrams` are drawn into the site at every build; a name in one that the
/// code no longer has would go on being drawn. Every backticked name in a `.dot` file must therefore be
/// declared somewhere in `Sources` (a grep-level check: a type, function, property, case or subscript owner
/// with that name, and for `Owner.member` both parts).
@Suite("Diagram symbols")
struct DiagramSymbolTests {
    static let diagramFolder = "Docs/Diagrams"

    /// The `.dot` files of `Docs/Diagrams`.
    static func diagrams() throws -> [URL] {
        let folder = MarkedExamples.packageRoot.appendingPathComponent(diagramFolder)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "dot" }.sorted { $0.path < $1.path }
    }

    /// Every name declared in a Swift source under `Sources`: types, functions, properties, cases, extensions.
    static let declaredNames: Set<String> = {
        let root = MarkedExamples.packageRoot.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let declaration =
            /\b(?:class|struct|enum|protocol|actor|typealias|func|var|let|case|extension)\s+([A-Za-z_][A-Za-z0-9_]*)/
        var names: Set<String> = []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in text.matches(of: declaration) { names.insert(String(match.output.1)) }
        }
        return names
    }()

    /// The backticked spans of a diagram's text, e.g. `Container.withOverrides`.
    static func backtickedSpans(in text: String) -> [String] {
        text.matches(of: /`([^`\n]+)`/).map { String($0.output.1) }
    }

    /// The names a span refers to: `resolve[\.greeter]` is `resolve`, `withOverride(_:)` is `withOverride`,
    /// `@Inject` is `Inject`, `Container.resolveThrowing` is `Container` and `resolveThrowing`.
    static func names(in span: String) -> [String] {
        var text = span
        for opener in ["[", "("] {
            if let start = text.firstIndex(of: Character(opener)) { text = String(text[..<start]) }
        }
        return text.trimmingCharacters(in: CharacterSet(charactersIn: "@ ")).split(separator: ".").map(String.init)
    }

    /// Whether `name` is declared in the sources as a type, member or case.
    static func isDeclared(_ name: String) -> Bool {
        declaredNames.contains(name)
    }

    @Test("Docs/Diagrams has Graphviz sources, and each has backticked names to check")
    func diagramsHaveNames() throws {
        let diagrams = try Self.diagrams()
        #expect(diagrams.contains { $0.lastPathComponent == "resolution-flow.dot" })
        let flow = try String(
            contentsOf: try #require(diagrams.first { $0.lastPathComponent == "resolution-flow.dot" }),
            encoding: .utf8)
        #expect(Self.backtickedSpans(in: flow).count >= 20)
    }

    @Test("every backticked name in Docs/Diagrams/*.dot is declared in Sources")
    func everyNameExists() throws {
        for diagram in try Self.diagrams() {
            let text = try String(contentsOf: diagram, encoding: .utf8)
            for span in Self.backtickedSpans(in: text) {
                for name in Self.names(in: span) where !Self.isDeclared(name) {
                    Issue.record("\(diagram.lastPathComponent): `\(span)` names \(name), which no source declares")
                }
            }
        }
    }

    @Test("the check notices a name that no source declares")
    func noticesAMissingName() {
        #expect(Self.names(in: "Container.resolveEventually(_:)") == ["Container", "resolveEventually"])
        #expect(Self.isDeclared("Container"))
        #expect(!Self.isDeclared("resolveEventually"))
        #expect(Self.names(in: "resolve[\\\\.greeter]") == ["resolve"])
        #expect(Self.names(in: "@Inject") == ["Inject"])
    }
}
