import Foundation

/// Finds the code examples a document marks as compiled, so a test can prove each one is compiled verbatim.
///
/// A document marks a fenced `swift` block by putting
/// `<!-- compiled: Tests/SomeTests/SomeExamplesTests.swift -->` on the line before it; the named test file
/// holds the same code (indentation and `import` lines aside) inside a test that runs it.
///
/// ```swift
/// let blocks = MarkedExamples.swiftBlocks(in: readme)
/// #expect(MarkedExamples.normalized(testSource).contains(MarkedExamples.normalized(blocks[0])))
/// ```
package enum MarkedExamples {
    /// The repository root, found from a test file's `#filePath` (two folders below the root).
    package static func repositoryRoot(fromTestFile filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The fenced `swift` blocks right after a `<!-- compiled: … -->` line, without their `import` lines.
    package static func swiftBlocks(in document: String) -> [String] {
        let lines = document.components(separatedBy: "\n")
        var blocks: [String] = []
        for (index, line) in lines.enumerated()
        where line.hasPrefix("<!-- compiled: ") && lines.indices.contains(index + 1) && lines[index + 1] == "```swift" {
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            blocks.append(body.filter { !$0.hasPrefix("import ") }.joined(separator: "\n"))
        }
        return blocks
    }

    /// Code with each line trimmed and blank lines dropped, so indentation does not matter.
    package static func normalized(_ code: String) -> String {
        code.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// The marked blocks of `document` that do not appear in `source`.
    package static func uncompiledBlocks(of document: String, in source: String) -> [String] {
        let compiled = normalized(source)
        return swiftBlocks(in: document).filter { !compiled.contains(normalized($0)) }
    }
}
