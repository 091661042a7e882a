import Foundation

/// Finds the code examples a document marks as compiled, so a test can prove each one is compiled verbatim.
///
/// A document (README, DocC article) marks a fenced `swift` block by putting
/// `<!-- compiled: Tests/SomeTests/SomeExamplesTests.swift -->` on the line before it. The block, without its
/// `import` lines and ignoring indentation and blank lines, must appear verbatim in that test file as a run of whole
/// lines, inside a test that runs it, and must be complete on its own (every bracket it opens it closes) — so an
/// example cannot change without the change being compiled, and a fragment cannot pass for a whole example.
///
/// ```swift
/// let (marked, missing) = try MarkedExamples.missingExamples(
///     documentPath: "Docs/DIToolkit.docc/Testing.md",
///     testPath: "Tests/DIEffectsTests/TestingExamples.swift")
/// #expect(marked > 0 && missing.isEmpty)
/// ```
package enum MarkedExamples {
    /// The package root, found from this file's own path.
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// How many blocks of `documentPath` name `testPath`, and those that `testPath` does not hold.
    package static func missingExamples(
        documentPath: String,
        testPath: String
    ) throws -> (marked: Int, missing: [String]) {
        let document = try String(contentsOf: packageRoot.appendingPathComponent(documentPath), encoding: .utf8)
        let source = try String(contentsOf: packageRoot.appendingPathComponent(testPath), encoding: .utf8)
        let blocks = swiftBlocks(in: document, compiledIn: testPath)
        return (blocks.count, blocks.filter { !isCompiledAsWhole($0, in: source) })
    }

    /// Whether `block` is complete (``SwiftBlockSyntax/unclosedBracket(in:)`` finds nothing) and its lines appear,
    /// trimmed and without blank lines, as consecutive whole lines of `source`.
    package static func isCompiledAsWhole(_ block: String, in source: String) -> Bool {
        guard SwiftBlockSyntax.unclosedBracket(in: block) == nil else { return false }
        let wanted = normalized(block).components(separatedBy: "\n")
        let lines = normalized(source).components(separatedBy: "\n")
        guard !wanted.isEmpty, wanted.count <= lines.count else { return false }
        return (0...(lines.count - wanted.count)).contains { start in
            lines[start..<(start + wanted.count)].elementsEqual(wanted)
        }
    }

    /// The ```swift blocks right after a `<!-- compiled: testPath -->` line, without their import lines.
    package static func swiftBlocks(in document: String, compiledIn testPath: String) -> [String] {
        let lines = document.components(separatedBy: "\n")
        let marker = "<!-- compiled: \(testPath) -->"
        var blocks: [String] = []
        for (index, line) in lines.enumerated()
        where line == marker && lines.indices.contains(index + 1) && lines[index + 1] == "```swift" {
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            blocks.append(body.filter { !isImportLine($0) }.joined(separator: "\n"))
        }
        return blocks
    }

    /// Whether `line` is an import, attributed or not (`@_spi(Testing) import DICore`, `@testable import X`): a
    /// block shows the imports a reader needs, and its test file declares them once, at its top.
    package static func isImportLine(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).prefixMatch(of: /(@\w+(\([^)]*\))?\s+)*import\s/) != nil
    }

    /// Every `<!-- compiled: … -->` path a document names, so a mistyped path cannot hide an example.
    package static func markedTestPaths(documentPath: String) throws -> Set<String> {
        let document = try String(contentsOf: packageRoot.appendingPathComponent(documentPath), encoding: .utf8)
        let prefix = "<!-- compiled: "
        return Set(
            document.components(separatedBy: "\n").filter { $0.hasPrefix(prefix) && $0.hasSuffix(" -->") }.map {
                String($0.dropFirst(prefix.count).dropLast(" -->".count))
            })
    }

    /// Code with each line trimmed and blank lines dropped, so indentation does not matter.
    package static func normalized(_ code: String) -> String {
        code.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
