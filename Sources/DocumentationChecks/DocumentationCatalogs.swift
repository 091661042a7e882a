import Foundation

/// Every page of the documentation and the Swift blocks on it that nothing compiles.
///
/// A ```swift block is compiled when the line before it is either
/// - `<!-- compiled: Tests/…/SomeTests.swift -->` and the block is in that file as a whole
///   (``MarkedExamples/isCompiledAsWhole(_:in:)``), or
/// - `<!-- file: PATH -->` on a page a script under `Tests/` builds as a package (``packagePages``).
///
/// ```swift
/// for page in try DocumentationCatalogs.pages() {
///     #expect(try DocumentationCatalogs.uncompiledBlocks(onPage: page).isEmpty)
/// }
/// ```
package enum DocumentationCatalogs {
    /// The pages whose `<!-- file: … -->` blocks a script writes into a package and builds:
    /// `Tests/GettingStarted/run.sh` (the README and Getting started) and `Tests/ModularPackage/run.sh` (Modules).
    package static let packagePages: Set<String> = [
        "README.md", "Docs/DIToolkit.docc/GettingStarted.md", "Docs/DIToolkit.docc/Modules.md",
    ]

    /// A Swift block that nothing compiles: where it starts and why it does not count as compiled.
    package struct UncompiledBlock: CustomStringConvertible, Sendable {
        package let page: String
        package let line: Int
        package let reason: String

        package var description: String {
            "\(page):\(line): \(reason)"
        }
    }

    /// The README and every Markdown file of `Docs/*.docc` and `Sources/*/*.docc`, relative to the package root.
    package static func pages() throws -> [String] {
        let root = MarkedExamples.packageRoot
        let files = FileManager.default
        var pages = ["README.md"]
        for folder in ["Docs", "Sources"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = files.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker
            where path.hasSuffix(".md") && path.split(separator: "/").contains(where: { $0.hasSuffix(".docc") }) {
                pages.append("\(folder)/\(path)")
            }
        }
        return pages.sorted()
    }

    /// The ```swift blocks of `page` that are not compiled, each with the reason.
    package static func uncompiledBlocks(onPage page: String) throws -> [UncompiledBlock] {
        let root = MarkedExamples.packageRoot
        let lines = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            .components(separatedBy: "\n")
        var uncompiled: [UncompiledBlock] = []
        for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "```swift" {
            let body = lines[(index + 1)...].prefix { $0.trimmingCharacters(in: .whitespaces) != "```" }
            let block = body.filter { !MarkedExamples.isImportLine($0) }
                .joined(separator: "\n")
            let marker = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            if let reason = try problem(withBlock: block, marker: marker, page: page) {
                uncompiled.append(UncompiledBlock(page: page, line: index + 1, reason: reason))
            }
        }
        return uncompiled
    }

    private static func problem(withBlock block: String, marker: String, page: String) throws -> String? {
        let root = MarkedExamples.packageRoot
        if let path = value(of: "compiled", in: marker) {
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) else {
                return "it is marked as compiled in \(path), which does not exist"
            }
            if let bracket = SwiftBlockSyntax.unclosedBracket(in: block) {
                return "it is not a whole example (\(bracket))"
            }
            let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            return MarkedExamples.isCompiledAsWhole(block, in: source) ? nil : "\(path) does not hold it verbatim"
        }
        if value(of: "file", in: marker) != nil {
            return packagePages.contains(page)
                ? nil : "a file block outside the pages the package scripts under Tests/ build"
        }
        return "no <!-- compiled: Tests/…swift --> line before it names the test that compiles it"
    }

    /// `PATH` of a `<!-- NAME: PATH -->` line.
    private static func value(of name: String, in line: String) -> String? {
        let prefix = "<!-- \(name): "
        let suffix = " -->"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return nil }
        return String(line.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
