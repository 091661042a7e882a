import Foundation

/// Finds the code examples an article marks as compiled by a given test file, and checks that file holds them.
///
/// An article marks a ```swift block with `<!-- compiled: Tests/<Target>/<File>.swift -->` on the line before
/// it. The block, without its `import` lines and ignoring indentation and blank lines, must appear verbatim in
/// that test file, so an example cannot change without the change being compiled (the DICore catalog uses the
/// same marker, checked by `Tests/DICoreTests/ArticleExamplesTests.swift`).
enum ArticleExampleCheck {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The marked blocks of `articlePath` that name `testPath`, and those absent from that test file.
    static func missingExamples(articlePath: String, testPath: String) throws -> (marked: Int, missing: [String]) {
        let article = try String(contentsOf: packageRoot.appendingPathComponent(articlePath), encoding: .utf8)
        let source = normalized(
            try String(contentsOf: packageRoot.appendingPathComponent(testPath), encoding: .utf8))
        let blocks = markedSwiftBlocks(in: article, compiledIn: testPath)
        return (blocks.count, blocks.filter { !source.contains(normalized($0)) })
    }

    /// The ```swift blocks right after a `<!-- compiled: testPath -->` line, without their `import` lines.
    static func markedSwiftBlocks(in article: String, compiledIn testPath: String) -> [String] {
        let lines = article.components(separatedBy: "\n")
        let marker = "<!-- compiled: \(testPath) -->"
        var blocks: [String] = []
        for (index, line) in lines.enumerated()
        where line == marker && lines.indices.contains(index + 1) && lines[index + 1] == "```swift" {
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            blocks.append(body.filter { !$0.hasPrefix("import ") }.joined(separator: "\n"))
        }
        return blocks
    }

    /// Every `<!-- compiled: … -->` path an article names, so a mistyped path cannot hide an example.
    static func markedTestPaths(articlePath: String) throws -> Set<String> {
        let article = try String(contentsOf: packageRoot.appendingPathComponent(articlePath), encoding: .utf8)
        let prefix = "<!-- compiled: "
        return Set(
            article.components(separatedBy: "\n").filter { $0.hasPrefix(prefix) && $0.hasSuffix(" -->") }.map {
                String($0.dropFirst(prefix.count).dropLast(" -->".count))
            })
    }

    /// Code with each line trimmed and blank lines dropped, so indentation does not matter.
    static func normalized(_ code: String) -> String {
        code.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
